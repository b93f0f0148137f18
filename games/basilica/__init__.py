"""Basilica: the two-player cathedral-building game (rules engine; not in the menu yet)."""
