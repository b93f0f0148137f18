"""The board of Labirynt Czarnoksiężnika: ``scene`` (the board scene and ``showcase``),
``layout`` (where things sit), ``painting`` (drawing from the view), ``texts`` (every word
the board shows)."""
