"""The variant of Baš-Čelik on the setup screen (issue 14: "the setup screen offers Basic /
Advanced"): chosen with the mouse, it reaches the game, its autosave and the save list
and comes back on loading; a save whose options or stored position name no variant is a
basic game."""
from __future__ import annotations

import copy
import random

from sprites.widgets import Choice

from games.bas_celik import rules as R
from saves import store


def _variant_choice(d) -> Choice:
    return next(w for w in d.widgets() if isinstance(w, Choice) and w.label == "Variant")


def _open_setup(d):
    d.press("New game")
    chooser = d.scene
    card = next(rect for rect, info in chooser.cards if info.title == "Baš-Čelik")
    button = next(w for w in d.widgets() if getattr(w, "label", "") == "Set up"
                  and card.colliderect(w.rect))
    d.click(button.rect.center)


def test_the_setup_screen_offers_the_variant_with_a_tip_of_its_own(driver):
    d = driver
    _open_setup(d)
    choice = _variant_choice(d)
    assert [label for _v, label in choice.choices] == ["Basic", "Advanced"]
    assert choice.value == "basic"
    assert "12 Health" in choice.tooltip and "d10" in choice.tooltip


def test_advanced_chosen_by_mouse_reaches_the_game_the_autosave_and_the_next_setup(driver):
    d = driver
    _open_setup(d)
    choice = _variant_choice(d)
    d.click((choice.rect.right - 10, choice.rect.centery))     # the right arrow: Advanced
    assert _variant_choice(d).value == "advanced"
    d.press("Start the game")
    board = next(s for s in d.app.stack if type(s).__name__ == "BoardScene")
    assert board.session.options["variant"] == "advanced"
    assert board.view()["options"]["variant"] == "advanced"
    hero = next(h for h in board.view()["heroes"] if h)
    assert hero["health"] == 12 and "growth" in hero          # the front of the card
    record = store.read_record(store.autosave_path(game_id="bas_celik"))
    assert record["options"]["variant"] == "advanced"
    restored = store.restore(record)
    assert restored.mismatch is None
    assert restored.state.options["variant"] == "advanced"
    d.press("Menu")                                             # the next setup remembers it
    d.press("Quit to menu")
    _open_setup(d)
    assert _variant_choice(d).value == "advanced"


def _basic_record(tmp_path, drop_from_snapshot: bool):
    players = [{"name": "Ana", "colour": "blue"}, {"name": "Bo", "colour": "yellow"}]
    state, actions, rng = R.new_game(players, {}, 4), [], random.Random(4)
    for _ in range(30):
        action = R.playout_policy(R.clone(state), rng)
        R.apply(state, action)
        actions.append(action)
    record = store.make_record("bas_celik", "old", players, {"characters": "drawn"}, 4,
                               actions, state, R, "named")
    record = copy.deepcopy(record)
    record["options"].pop("variant", None)
    if drop_from_snapshot:
        record["snapshot"]["options"].pop("variant")
    return store.read_record(store.save_named(record, tmp_path))


def test_a_save_without_the_variant_is_a_basic_game(tmp_path):
    """Options that name no variant (a save of the basic game made before the choice was
    offered) replay as a basic game; a stored position naming none is read as basic too
    (``State.from_dict``: an option added since takes its default)."""
    restored = store.restore(_basic_record(tmp_path, drop_from_snapshot=False))
    assert restored.mismatch is None and restored.state.options["variant"] == "basic"
    record = _basic_record(tmp_path, drop_from_snapshot=True)
    state = R.State.from_dict(copy.deepcopy(record["snapshot"]))
    assert state.options["variant"] == "basic"
    assert R.legal_actions(state) == R.legal_actions(restored.state)
    view = R.view(state, None)
    assert view["options"]["variant"] == "basic" and view["heroes"][0]["health"] <= 6
