"""The game-agnostic engine: rules-engine protocol, registry, scenes, RNG and paths."""
