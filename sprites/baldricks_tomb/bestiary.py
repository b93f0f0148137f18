"""Every creature picture a Baldrick's Tomb monster card can show: ``look`` name -> the
function drawing it (``CREATURES``; its keys are ``MONSTER_LOOKS``, kept equal to
``games.baldricks_tomb.content.MONSTER_LOOKS``). Every monster card in the data has a look
of its own, so no two monsters are drawn alike. Drawing only, no pygame calls; the
pictures live in ``tomb_creatures``, ``tomb_beasts`` and ``tomb_kin``. Re-exported by
``sprites.baldricks_tomb.art``."""
from __future__ import annotations

from collections.abc import Callable

from sprites.baldricks_tomb import beasts, creatures as first, kin
from sprites.baldricks_tomb.shapes import _Shape

CREATURES: dict[str, Callable[[], list[_Shape]]] = {
    "slime": first._slime, "rat": first._rat, "bat": first._bat, "spider": first._spider,
    "beetle": first._beetle, "scorpion": first._scorpion, "minotaur": first._minotaur,
    "skeleton": first._skeleton, "zombie": first._zombie, "ghost": first._ghost,
    "goblin": first._goblin, "serpent": first._serpent, "golem": first._golem,
    "dragon": first._dragon,
    "hound": beasts._hound, "gargoyle": beasts._gargoyle, "kobold": beasts._kobold,
    "troll": beasts._troll, "toad": beasts._toad, "vampire": beasts._vampire,
    "hydra": beasts._hydra, "ghoul": beasts._ghoul,
    "rat_king": kin._rat_king, "tomb_lord": kin._tomb_lord, "lich": kin._lich,
    "basilisk": kin._basilisk, "mummy": kin._mummy, "shadow": kin._shadow,
    "wraith": kin._wraith, "mudling": kin._mudling,
}
MONSTER_LOOKS = tuple(CREATURES)   # the names a monster card's ``look`` may take
