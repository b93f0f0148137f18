"""Build-time helpers for the double-clickable build (``tabletop-five.spec``); never
imported by the app."""
