"""The art of bazyliszek: drawn in code, cached (sprites.artkit)."""
