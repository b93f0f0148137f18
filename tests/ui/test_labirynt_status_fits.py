"""Every sentence the Labirynt board may put in its status line fits there whole, in
English and in Polish, with the longest names (playtest 10, item 8: "A Weapon is taken in
hand or put away, Armour put on or off, only at the start and at the end of the..." cut
short). The status line is the top bar's line (``BoardSceneBase.LINE_ROOM`` px, the text
shrunk to 16 px at the least before it is cut).

What may go there: why a drop waits for another moment (``dragging.not_now``), the
board's own sentences about clicks and drops, why a chamber cannot be entered
(``texts.move_refusal``), and any refusal of the rules (``rules.py``'s reasons, shown
when an action is refused). One case is driven on the board by posted events: a Weapon
dragged into its window in the middle of an Exploration."""
import ast
from pathlib import Path

import pygame
import pytest

from games.engine import i18n
from games.engine.i18n import _
from games.engine.scenes.board import BoardSceneBase
from games.labirynt.content import content
from games.labirynt.ui import dragging
from games.labirynt.ui import texts as T
from saves import files
from sprites import fonts
from tests.ui.labirynt_driver import quiet_app, record

ROOT = Path(__file__).resolve().parents[2]
SMALLEST = 16                     # the top line's smallest size before it cuts


def _reasons() -> list[str]:
    """Every ``N_("...")`` sentence of the rules module (the refusals and the phases')."""
    tree = ast.parse((ROOT / "games/labirynt/rules.py").read_text(encoding="utf-8"))
    return [n.args[0].value for n in ast.walk(tree) if isinstance(n, ast.Call)
            and getattr(n.func, "id", "") == "N_" and n.args
            and isinstance(n.args[0], ast.Constant)]


def _widest(names: list[str]) -> str:
    return max(names, key=lambda n: fonts.width(n, SMALLEST))


def status_sentences() -> list[str]:
    """Every status sentence in the language shown, names the widest there are."""
    name = _widest([T.name_of(c) for c in content().characters] +
                   [T.name_of(c, "of") for c in content().characters])
    item = _widest([content().find(t).name for t in content().find_ids])
    found = [dragging.not_now({"type": kind}, "move") for kind in
             ("wield", "unwield", "wear", "unwear", "give", "receive", "drop", "take")]
    found += [dragging.not_now({"type": "claim"}, "over")]
    found += [_("An item is put down in the chamber where its carrier stands."),
              _("Only a Weapon or an Armour piece goes into these windows."),
              _("{name} has no move now.").format(name=name),
              _("No route chosen: the moves are lit again."),
              _("{item} selected: choose what to do with it on the right, or drag it.").format(
                  item=item)]
    facts = [_("{name} stands here.").format(name=name),
             _("No passage leads here from where {name} stands.").format(name=name),
             _("Three characters already stand here."),
             _("Another team's Camp cannot be entered.")]
    found += [f"{fact} {_(T.MOVE_REFUSED)}" for fact in facts]
    found += [_(reason) for reason in _reasons()]
    return [s for s in found if s]


@pytest.mark.parametrize("language", ["en", "pl"])
def test_every_status_sentence_fits_the_status_line_whole(language):
    pygame.init()
    try:
        i18n.set_language(language)
        sentences = status_sentences()
        too_long = [(fonts.width(s, SMALLEST), s) for s in sentences
                    if fonts.width(s, SMALLEST) > BoardSceneBase.LINE_ROOM]
    finally:
        i18n.set_language("en")
    assert len(sentences) > 40
    assert not too_long, too_long


def test_a_weapon_dragged_mid_exploration_says_when_whole(driver, monkeypatch):
    """On the board: a Weapon or Armour in the Backpack dragged into the card's worn
    windows during Chamber Penetration is refused with when it may be done, whole on the
    top line, in English and in Polish."""
    from tests.ui.test_labirynt_drag import category, drag
    monkeypatch.setattr(files.os, "fsync", lambda fd: None)
    d = driver
    quiet_app(d)
    seen = 0
    for n, seed in ((2, 54), (3, 21), (2, 7)):
        rec = record(n, seed, limit=600)
        spots = rec.where(lambda st, i: st.phase == "penetrate" and any(
            category(t) in ("weapon", "armour") for t in st.chars[st.mover]["backpack"]))
        for i in spots[:1]:
            for language in ("en", "pl"):
                i18n.set_language(language)
                try:
                    board = rec.open_at(d, i)
                    if type(d.scene).__name__ == "PassScene":
                        d.key(pygame.K_RETURN)
                    board.draw(pygame.Surface((1280, 800)))
                    mover = board.state.mover
                    rect = next(r for r, c, tok in board.item_hits if c == mover and
                                category(tok) in ("weapon", "armour")
                                and tok in board.state.chars[mover]["backpack"])
                    slot = next(r for r, c, w in board.slot_hits if c == mover and w == "worn")
                    drag(d, rect.center, (slot.right - 6, slot.centery))
                    assert board.status == T.REARRANGE_WHEN()
                    line = board.top_line()[1]
                    assert fonts.width(line, SMALLEST) <= BoardSceneBase.LINE_ROOM, line
                    seen += 1
                finally:
                    i18n.set_language("en")
    assert seen >= 4
