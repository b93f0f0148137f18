"""The board of Baš-Čelik: ``scene`` (the board scene and ``showcase``), ``layout`` (where
things sit, the map's zoom and pan), ``painting`` (drawing from the view), ``texts`` (every
word the board shows) and ``final`` (the end of the game)."""
