"""baldricks_tomb: the board scene and its dialogs (pygame; the rules are one folder up)."""
