"""The art of basilica: drawn in code, cached (sprites.artkit)."""
