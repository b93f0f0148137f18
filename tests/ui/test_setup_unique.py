"""Per-seat options no two seats may share (Baldrick's Tomb's Explorer, "Game Setup": each
player chooses a different character) swap on the setup screen, as colours do, so Start
is never refused for it."""
from games.baldricks_tomb import rules as tomb
from sprites.widgets import Choice


def _open_tomb_setup(d, count):
    d.press("New game")
    chooser = d.scene
    card = next(rect for rect, i in chooser.cards if i.title == "Baldrick's Tomb")
    d.click(next(w for w in d.widgets() if getattr(w, "label", "") == "Set up"
                 and card.colliderect(w.rect)).rect.center)
    setup = d.scene
    setup.set_count(count)
    d.pump()
    return setup


def _explorer_choices(d):
    ids = {c for c, _ in tomb.player_options()[0].choices}
    return sorted((w for w in d.widgets() if isinstance(w, Choice) and w.value in ids),
                  key=lambda w: w.rect.y)


def _click_right(d, choice, times=1):
    for _ in range(times):
        d.click((choice.rect.right - 12, choice.rect.centery))


def test_choosing_an_explorer_another_seat_has_swaps_them(driver):
    d = driver
    setup = _open_tomb_setup(d, 3)
    c1, c2 = [c for c, _ in tomb.player_options()[0].choices][1:3]
    _click_right(d, _explorer_choices(d)[0])              # seat 1: auto -> the first explorer
    assert [s["character"] for s in setup.seats[:3]] == [c1, "auto", "auto"]
    _click_right(d, _explorer_choices(d)[2], 2)           # seat 3: -> c1 (swap) -> c2
    assert [s["character"] for s in setup.seats[:3]] == ["auto", "auto", c2]
    _click_right(d, _explorer_choices(d)[0], 2)           # seat 1: -> c1 -> c2: swaps with 3,
    assert [s["character"] for s in setup.seats[:3]] == [c2, "auto", c1]    # who gets c1
    assert [w.value for w in _explorer_choices(d)] == [c2, "auto", c1]   # shown so too
    for k in range(15):                                   # any clicking keeps them apart
        _click_right(d, _explorer_choices(d)[k % 3])
        picked = [s["character"] for s in setup.seats[:3] if s["character"] != "auto"]
        assert len(picked) == len(set(picked))
    d.press("Start the game")                             # never refused
    assert type(d.scene).__name__ in ("BoardScene", "PassScene")


def test_remembered_duplicate_explorers_are_reset(driver, monkeypatch):
    from games.engine.scenes import setup as setup_module
    ids = [c for c, _ in tomb.player_options()[0].choices if c != "auto"]
    remembered = {"players": [{"name": "Ola", "colour": "blue", "character": ids[0]},
                              {"name": "Bart", "colour": "yellow", "character": ids[0]}],
                  "options": {"custom_characters": False}}
    monkeypatch.setattr(setup_module, "load_last_setup", lambda game_id: remembered)
    setup = _open_tomb_setup(driver, 2)
    assert [s["character"] for s in setup.seats[:2]] == [ids[0], "auto"]
