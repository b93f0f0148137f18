"""The engine's scenes: menu, game chooser, new-game setup, load, rules, settings, pause,
pass-the-mouse screen, and the base classes board scenes build on."""
