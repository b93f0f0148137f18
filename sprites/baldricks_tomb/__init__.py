"""The art of baldricks_tomb: drawn in code, cached (sprites.artkit)."""
