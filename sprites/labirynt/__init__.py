"""The art of Labirynt Czarnoksiężnika, drawn in code (no image files): ``art``."""
