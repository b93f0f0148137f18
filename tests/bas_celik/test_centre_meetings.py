"""4.4 meetings on the fields of the Centre of the World (10. Finale). A playtester's
hero stepped onto the field of Baš-Čelik's escort, first the Centre, then the Spring, and
no meeting began: the escort could never be challenged there, although Baš-Čelik "is
passed between the characters in conflict until he is laid to rest" (10.). By class:
a stop on ANY field where another character stands begins a meeting (the Outer ring,
the Inner World, the access fields and the Centre once Baš-Čelik is taken); none
begins where the rules put something else first: Baš-Čelik himself in the Centre, a
creature lying on the field (4.2), a beast of the finale, the escort's own refuge.
Driven through ``rules.apply`` only, positions built with ``helpers``."""
from __future__ import annotations

import pytest

from games.bas_celik import rules
from games.bas_celik.content import content
from tests.bas_celik.helpers import clear_board, edit, game, place, script, set_char, take

C = content()
MONK, CAREVIC = "monah", "carevic"          # abilities that change no number looked at
KEYS = (("c_spring", "swallow#1"), ("c_cliff", "boar#1"), ("c_plateau", "owl#1"))


def _act(state, action):
    assert action in rules.legal_actions(state), (action, rules.legal_actions(state))
    return rules.apply(state, action)


def _captured(escort: int = 1):
    """Two seats, no creature on the board; ``escort`` holds Baš-Čelik and his heart."""
    s = set_char(set_char(clear_board(game(2, seed=4)), 0, MONK), 1, CAREVIC)

    def change(d):
        d["centre"].update(bc=escort, captor=escort)
        d["heroes"][escort]["heart"] = True
    return edit(s, change)


def _unlocked(s):
    """The three access fields unlocked (Baš-Čelik still in the Centre); seat 0 holds
    nothing more, seat 1 placed the keys."""
    def change(d):
        for f, k in KEYS:
            d["centre"]["unlocked"][f] = take(d, k)
        d["heroes"][1]["keys_placed"] = ["boar", "owl", "swallow"]
    return edit(s, change)


def _stand(s, seat, field):
    def change(d):
        d["heroes"][seat]["field"] = field
    return edit(s, change)


def _arrive(s, field):
    """Seat 0 moves onto ``field``: a step from a neighbour off the Outer ring, or a
    roll of 1 from the field before it on the ring (clockwise); a Boat carries it over
    water. Returns the events."""
    f = C.fields[field]
    boat = {"transport": ["boat#1"]}
    if f.world == "outer":
        before = C.ring[(C.ring.index(field) - 1) % len(C.ring)]
        s2 = place(s, 0, before, dir=1, **boat)
        script(s2, 1)
        return s2, _act(s2, {"type": "roll"})
    near = sorted(n for n in C.links[field] if C.fields[n].world != "outer")
    s2 = place(s, 0, near[0], walked=40, **boat)
    return s2, _act(s2, {"type": "step", "to": field})


@pytest.mark.parametrize("field", sorted(C.fields))
def test_a_stop_on_the_escorts_field_begins_a_meeting_on_every_field(field):
    """4.4 / 10.: whatever the field (the Outer ring, the Inner World, the access fields,
    the Centre itself once Baš-Čelik is taken), stopping where the escort stands begins
    a meeting with it, the newcomer acting first."""
    s = _stand(_captured(1), 1, field)
    s, events = _arrive(s, field)
    assert s.heroes[0]["field"] == field
    assert {"type": "meeting", "seat": 0, "other": 1} in events, events
    assert s.phase == "meet" and rules.current_seat(s) == 0
    assert {"type": "struggle"} in rules.legal_actions(s)
    assert not any(e["type"] in ("drew", "bas_meet") for e in events)


@pytest.mark.parametrize("field", ["c_centre", "c_spring"])
def test_wounding_the_escort_in_the_centre_takes_bas_celik_over(field):
    """The playtest: Ana steps onto the escort's field in the Centre (the Centre, the
    Spring), struggles and wins: Baš-Čelik and his heart pass to her (10.)."""
    s = _stand(_captured(1), 1, field)
    s, _events = _arrive(s, field)
    s = edit(s, lambda d: [d["heroes"][x].update(weapons=[], sword=None) for x in (0, 1)])
    script(s, 9, 2)                                # Ana's d10 9 against the escort's d12 2
    events = _act(s, {"type": "struggle"})
    assert {"type": "escort_passed", "seat": 0, "other": 1} in events
    assert s.centre["bc"] == 0 and s.heroes[0]["heart"] and not s.heroes[1]["heart"]


@pytest.mark.parametrize("field", ["c_spring", "c_cliff", "c_plateau"])
def test_an_access_field_with_a_character_on_it_begins_a_meeting_before_the_capture(field):
    """Before Baš-Čelik is taken: a hero with the three keys stepping onto an unlocked
    access field where another character stands meets it (4.4); no key is laid twice."""
    s = _stand(_unlocked(_captured(1)), 1, field)
    s = edit(s, lambda d: d["centre"].update(bc="centre", captor=None) or
             d["heroes"][1].update(heart=False))
    s = edit(s, lambda d: d["heroes"][0].update(
        items=sorted(take(d, k) for k in ("swallow#2", "boar#2", "owl#2"))))
    s, events = _arrive(s, field)
    assert {"type": "meeting", "seat": 0, "other": 1} in events
    assert not any(e["type"] == "unlocked" for e in events)


def test_no_meeting_where_nobody_stands_in_the_centre():
    """An access field with nobody on it is unlocked and drawn from by nobody (no fate
    card in the Centre); the Centre itself is the conflict with Baš-Čelik."""
    s = _captured(1)
    s = _stand(edit(s, lambda d: d["centre"].update(bc="centre", captor=None) or
                    d["heroes"][1].update(heart=False)), 1, "o20")
    s = edit(s, lambda d: d["heroes"][0].update(
        items=sorted(take(d, k) for k in ("swallow#1", "boar#1", "owl#1"))))
    s, events = _arrive(s, "c_spring")
    assert {"type": "unlocked", "seat": 0, "field": "c_spring", "key": "swallow"} in events
    assert not any(e["type"] in ("meeting", "drew") for e in events)
    s = _captured(1)
    s = _unlocked(_stand(edit(s, lambda d: d["centre"].update(bc="centre", captor=None) or
                              d["heroes"][1].update(heart=False)), 1, "o20"))
    s = edit(s, lambda d: d["heroes"][0].update(keys_placed=["boar", "owl", "swallow"]))
    s, events = _arrive(s, "c_centre")
    assert {"type": "bas_meet", "seat": 0} in events and s.phase == "bas"
    assert not any(e["type"] == "meeting" for e in events)


def test_a_creature_or_a_beast_comes_before_a_meeting():
    """4.2 before 4.4 in the Inner World: a creature lying on the field is met, not the
    character (the field holds both, so 4.3 keeps a newcomer off it: the step is not
    offered); a beast of the finale is met by anyone but its captor."""
    s = _stand(_captured(1), 1, "i07")
    card = next(c for c in C.cards if C.card(c).kind == "creature" and C.card(c).group == "inner")
    s = edit(s, lambda d: d["board"].update(i07=take(d, card + "#1")))
    s = place(s, 0, "i06", walked=40)
    assert {"type": "step", "to": "i07"} not in rules.legal_actions(s)
    s = _stand(_captured(1), 1, "i07")

    def beast(d):
        card = next(b for b in d["centre"]["beast_bank"] if b.startswith("zmaj"))
        d["centre"]["beast_bank"].remove(card)
        d["centre"]["beasts"]["i07"] = {"card": card, "health": C.card(card).health}
    s = edit(s, beast)
    s, events = _arrive(s, "i07")
    assert s.phase == "beast" and not any(e["type"] == "meeting" for e in events)


def test_the_escort_reaching_its_refuge_wins_rather_than_meets():
    """10.: the escort stopping on its own refuge wins, whoever stands there (no meeting
    first)."""
    from games.bas_celik.turns import refuge
    s = _captured(0)
    home = refuge(s, 0)                             # the Monk (good): Duke Vučko's castle
    s = _stand(s, 1, home)
    s, events = _arrive(s, home)
    assert {"type": "won", "seat": 0, "field": home} in events
    assert not any(e["type"] == "meeting" for e in events)
    assert rules.is_over(s) and rules.winners(s) == [0]
