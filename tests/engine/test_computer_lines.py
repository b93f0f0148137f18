"""A computer's log lines read well in every language: the session marks the first mention
of the computer's name ("Bart (computer) builds ..."), so a line must never glue anything
onto a player's name that the mark would split, an English possessive ("Bart
(computer)'s turn", as a playtester saw in Baldrick's Tomb) or a parenthesis straight
after the name ("Bart (komputer) (traci 1 złoto)"), nor put a name that may be marked
inside parentheses ("(Bart (computer) rolls)")."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from games.engine import registry, session

GAMES = [g.game_id for g in registry.available_games()]
ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ola", "Bart", "Cyd", "Dee", "Eve"]
MARK = re.compile(r" \((?:computer|komputer)\)")
# Fields of the log lines that hold a player's name.
SEAT_FIELDS = r"name|other|next_name|holder|to|thief|winner|first|player"


def glued(line: str) -> list[str]:
    """What reads badly in ``line`` once a name in it is marked as a computer's: a
    possessive or a parenthesis right after the mark, or the mark inside parentheses
    (one parenthesis within another)."""
    found = []
    for mark in MARK.finditer(line):
        before, after = line[:mark.start()], line[mark.end():]
        if re.match(r"['’]s\b| ?\(", after):
            found.append(line[mark.start():mark.end() + 3])
        if before.count("(") > before.count(")"):
            found.append(line[max(0, mark.start() - 20):mark.end()])
    return found


@pytest.mark.parametrize("line", ["Round 1: Bart (computer)'s turn.",
                                  "W środku: Ola (komputer) (traci 1 złoto).",
                                  "Bart (komputer) (Mnich (Monah)) ginie.",
                                  "Ola przyjmuje wymianę (proponuje: Bart (komputer)).",
                                  "Dragon rolls 5 (Bart (computer) rolls); Ola rolls 3."])
def test_the_check_catches_a_glued_mark(line):
    assert glued(line)


@pytest.mark.parametrize("line", ["Round 1: Bart (computer) plays.",
                                  "Bart (computer) loses the Monk (Monah) to Baš-Čelik.",
                                  "Kości walki (rzut): Bart (komputer), 5 dla potwora."])
def test_the_check_passes_a_mark_that_reads_well(line):
    assert not glued(line)


def test_no_log_line_template_puts_a_possessive_on_a_player_name():
    """Every game's log lines (its ``log_lines.py``): no ``{name}'s`` and the like, which
    the computer's mark would split."""
    found = []
    for path in sorted((ROOT / "games").glob("*/log_lines.py")):
        text = path.read_text(encoding="utf-8")
        for match in re.finditer(rf"\{{(?:{SEAT_FIELDS})\}}['’]s\b", text):
            line = text[:match.start()].count("\n") + 1
            found.append(f"{path.relative_to(ROOT)}:{line}")
    assert not found, found


@pytest.mark.parametrize("game_id", GAMES)
def test_a_computers_lines_read_well_in_every_language(game_id):
    """Random games (the playout policy, now and then a random action): every event's
    lines, public and private, in English and Polish, with the acting seat marked as a
    computer (``session.event_lines``, as the board writes them)."""
    info = registry.get(game_id)
    rules = info.rules()
    bad, lines = {}, 0
    for game in range(4):
        rng = random.Random(game)
        n = rng.randint(max(2, info.min_players), info.max_players)
        names = NAMES[:n]
        players = [{"name": name, "colour": f"c{i}", "shields": i % 3}
                   for i, name in enumerate(names)]
        options = {o.key: rng.choice(o.choices)[0] for o in rules.setup_options()}
        state = rules.new_game(players, options, seed=game)
        for _ in range(1500):
            if rules.is_over(state):
                break
            seat = rules.current_seat(state)
            action = rules.playout_policy(state, rng) if rng.random() < 0.8 else \
                rng.choice(rules.legal_actions(state))
            for event in rules.apply(state, action):
                made = session.event_lines(rules, state, event, computer=names[seat])
                for code, (public, private) in made.items():
                    for line in (public, *private.values()):
                        lines += 1
                        if glued(line):
                            bad.setdefault((code, event["type"]), line)
    assert lines > 500
    assert not bad, bad
