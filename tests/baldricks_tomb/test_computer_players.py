"""Baldrick's Tomb's hints for computer players (``outlook.py``: ``evaluate``, the fight's
odds, ``futile``) and what the search makes of them: gold out by the Exit is worth more
than gold still at stake when the floor is about to collapse ("End of Floor"), more gold
is worth more, a seat at 1 Health facing a monster runs or heals rather than fight on
("Getting Knocked Out"), Hard takes an Exit next to it in the last round, and no level
ever plays a scroll that would change nothing."""
import random

import pytest

from games.baldricks_tomb import outlook as O
from games.baldricks_tomb import rules as R
from games.engine import bots
from tests.baldricks_tomb.helpers import no_skills, ready, rig, step, top

EXIT = (4, 5)


def last_round(gold=12, cell=(4, 4), doom=None, exit_up=True):
    """Seat 0's turn in the last round of floor 1 (unless ``doom`` says otherwise), its
    pawn on ``cell``, the Exit on ``EXIT`` (face up), a treasure far away, no skills, no
    scrolls."""
    s = ready(2, pawns=(cell, (8, 8)), tokens={"exit": EXIT, "treasure1": (1, 1)},
              up=("exit",) if exit_up else ())
    no_skills(s)
    s.free_steps = R.FREE_STEPS
    s.piles["scroll"] += s.scrolls[0] + s.scrolls[1]
    s.scrolls = [[], []]
    s.doom = s.rounds if doom is None else doom
    s.gold = [gold, 3]
    s.supply = 60 - gold - 3
    assert R.invariant_problems(s) == []
    return s


def mine(state):
    return R.evaluate(state)[0]


def after(state, *actions):
    s = R.clone(state)
    for action in actions:
        R.apply(s, action)
    return s


# ---------------------------------------------------------------- evaluate

def test_evaluate_gives_one_chance_per_seat_in_zero_to_one_and_the_result_at_the_end():
    """Over whole policy games of 1-4 seats: one value per seat, each in [0, 1]; at the
    end the winner is judged above one half and the others below (one scale for a
    position and an end, the protocol's ``evaluate``)."""
    for game in range(8):
        rng = random.Random(game)
        n = 1 + game % 4
        s = R.new_game([{"name": f"P{i}", "colour": "blue"} for i in range(n)], {}, game)
        while not R.is_over(s):
            values = R.evaluate(s)
            assert len(values) == n and all(0.0 <= v <= 1.0 for v in values)
            R.apply(s, R.playout_policy(s, rng))
        values = R.evaluate(s)
        if n > 1 and len(R.winners(s)) == 1:
            assert all((v > 0.5) == (seat in R.winners(s)) for seat, v in enumerate(values))


def test_evaluate_prefers_leaving_by_the_exit_when_the_collapse_is_near():
    """Last round, standing on the face-up Exit with 12 gold: taking it keeps the gold;
    ending the move there leaves the pawn in play when the floor collapses (half lost)."""
    s = last_round(cell=(4, 4))
    on_exit = after(s, {"type": "step", "cell": list(EXIT)})
    out = after(on_exit, {"type": "exit"})
    stay = after(on_exit, {"type": "end_move"})
    assert mine(out) > mine(stay) + 0.05
    assert mine(out) > mine(s) > mine(stay)         # walking over is the next best thing


def test_evaluate_does_not_hurry_out_at_the_start_of_a_floor():
    """Round 1 with little gold: four more turns of exploring are worth more than the
    1 gold of leaving first (a bot that valued only safety would leave every floor at
    once)."""
    s = last_round(gold=1, doom=1)
    on_exit = after(s, {"type": "step", "cell": list(EXIT)})
    out = after(on_exit, {"type": "exit"})
    assert mine(on_exit) > mine(out)


def richer(state, gold=3):
    s = R.clone(state)
    s.gold[0] += gold
    s.supply -= gold
    return s


@pytest.mark.parametrize("doom", [1, 3, 5])
def test_evaluate_prefers_more_gold_and_gold_that_is_safe(doom):
    """More gold is better in play and out of the floor, in every round; in the last
    round, far from the Exit, the same gold out of the floor is worth more than in play
    (earlier, the turns left to explore are worth something too)."""
    s = last_round(gold=8, cell=(8, 1), doom=doom)        # far from the Exit
    assert mine(richer(s)) > mine(s)
    out = R.clone(s)                                      # the same gold, out of the floor
    out.exited[0], out.cells[0] = True, None
    out.next_ftl = 0
    assert mine(richer(out)) > mine(out)
    if doom == 5:
        assert mine(out) > mine(s) + 0.05


def test_evaluate_counts_the_gold_at_stake_by_how_likely_the_exit_is_reached():
    """In the last round the Exit 1 step away is as good as out; 8 steps away, with 4
    free steps and 12 gold (4 paid steps cost 8, more than the 6 the collapse takes), the
    pawn is as good as caught. A face-down Exit is a risk between the two."""
    near, far = last_round(cell=(4, 4)), last_round(cell=(8, 1))
    assert O.out_chance(near, 0)[0] > 0.9 and O.out_chance(far, 0)[0] < 0.1
    assert mine(near) > mine(far) + 0.05
    hidden = last_round(cell=(4, 4), exit_up=False)
    assert O.out_chance(far, 0)[0] < O.out_chance(hidden, 0)[0] < O.out_chance(near, 0)[0]


def knocked_about(monster="skeleton_guard", hp=1, gold=12, scrolls=()):
    """Seat 0 has stepped onto a monster token and drawn ``monster``, with ``hp`` Health,
    ``gold`` gold and ``scrolls`` in hand."""
    s = ready(2, pawns=((1, 1), (8, 8)), tokens={"monster1": (1, 2)})
    no_skills(s)
    s.piles["scroll"] += s.scrolls[0] + s.scrolls[1]
    s.scrolls = [[], []]
    for card in scrolls:
        top(s, "scroll", card)
        s.piles["scroll"].remove(card)
        s.scrolls[0].append(card)
    s.gold[0], s.supply = gold, 60 - gold
    s.hp[0] = hp
    top(s, "monster", monster)
    step(s, (1, 2))
    assert s.phase == "combat" and R.invariant_problems(s) == []
    return s


def test_at_one_health_a_monster_is_worth_running_from():
    """The Skeleton Guard hits on 1-5 of a d8: at 1 Health a roll is a knock-out (6 of
    the 12 gold) more often than not. Running costs 1 gold: judged better than the mean
    of every roll of the die."""
    s = knocked_about()
    ran = mine(after(s, {"type": "run"}))
    rolls = []
    for roll in range(1, 9):
        fought = rig(R.clone(s), roll)
        R.apply(fought, {"type": "fight"})
        rolls.append(mine(fought))
    assert ran > sum(rolls) / len(rolls) + 0.02
    fight, run = O.fight_worth(s)
    assert run > fight


def test_at_one_health_a_healing_scroll_is_worth_playing_in_a_fight():
    s = knocked_about(gold=0, scrolls=("second_wind",))          # too poor to run
    healed = after(s, {"type": "play_scroll", "card": "second_wind"})
    assert healed.hp[0] == 4
    assert mine(healed) > mine(s)


@pytest.mark.parametrize("monster", ["skeleton_guard", "giant_beetle", "kobold_thief",
                                     "cave_troll", "mummy", "venom_toad"])
@pytest.mark.parametrize("hp,bonus", [(1, 0), (2, 0), (4, 0), (2, 2)])
def test_the_fight_odds_match_fights_played_by_the_rules(monster, hp, bonus):
    """``outlook.fight_odds`` (knock-out, being knocked out, the TREASURE gold on a win)
    against 2000 fights played to the end through ``apply``; ``bonus``: a scroll's +2 on
    the next roll only."""
    s = knocked_about(monster, hp=hp, gold=0)
    s.combat["bonus"] = bonus
    win, ko, treasure = O.fight_odds(s)
    wins = kos = gold = 0
    trials = 2000
    for k in range(trials):
        f = R.clone(s)
        f.rng = random.Random(k)
        while f.phase == "combat":
            events = R.apply(f, {"type": "fight"})
        wins += any(e["type"] == "monster_defeated" for e in events)
        kos += any(e["type"] == "knocked_out" for e in events)
        gold += sum(e["gold"] - R.content().monsters[monster].gold
                    for e in events if e["type"] == "monster_defeated")
    assert win == pytest.approx(wins / trials, abs=0.035)
    assert ko == pytest.approx(kos / trials, abs=0.035)
    assert treasure == pytest.approx(gold / trials, abs=0.06)


# ---------------------------------------------------------------- the search

def play_turn(state, level, seed=1):
    """Seat 0's decisions at ``level`` until its turn is over; the actions taken."""
    taken = []
    while R.current_seat(state) == 0 and state.turn == 0 and not R.is_over(state) and \
            len(taken) < 20:
        action = bots.choose(R, state, 0, level, seed + len(taken))
        taken.append(action)
        R.apply(state, action)
    return taken


@pytest.mark.parametrize("cell", [(4, 4), (3, 5), (5, 5)])
def test_hard_takes_an_exit_next_to_it_in_the_last_round(cell):
    s = last_round(cell=cell)
    taken = play_turn(s, "hard")
    assert {"type": "exit"} in taken and s.exited[0]
    assert s.gold[0] >= 12


def test_hard_runs_from_a_monster_at_one_health():
    s = knocked_about()
    assert bots.choose(R, s, 0, "hard", seed=3) == {"type": "run"}


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_runs_or_heals_at_one_health_with_a_healing_scroll(seed):
    s = knocked_about(scrolls=("second_wind",))
    assert bots.choose(R, s, 0, "hard", seed=seed) in (
        {"type": "run"}, {"type": "play_scroll", "card": "second_wind"})


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_walks_onto_the_treasure_next_to_it_and_never_paces(seed):
    """A face-up treasure one step away, face-down tokens further off, early in the floor:
    Hard's turn steps onto the treasure, never steps onto a space twice, and uses its free
    steps (the playtest saw Hard pace back and forth, pass its turn beside
    rubble and ignore treasure next to it). Going on from the treasure it may cross its
    starting space."""
    s = ready(2, pawns=((4, 4), (8, 8)), tokens={"treasure1": (4, 3), "trap1": (6, 6),
                                                   "monster1": (2, 6)}, up=("treasure1",))
    no_skills(s)
    s.free_steps = R.FREE_STEPS
    taken = play_turn(s, "hard", seed)
    walked = [tuple(a["cell"]) for a in taken if a["type"] == "step"]
    assert (4, 3) in walked
    assert len(walked) == len(set(walked))               # no space twice
    assert len(walked) >= 3 or s.combat is not None or s.cells[0] is None


CARE = sorted(c.id for c in R.content().scrolls.values()
              if all(e.handler in ("heal", "cure_poison") for e in c.effects))


@pytest.mark.parametrize("level", list(bots.LEVELS))
@pytest.mark.parametrize("phase", ["move", "combat"])
def test_no_level_plays_a_scroll_that_changes_nothing(level, phase):
    """Full Health, no poison, only healing and curing scrolls in hand: neither the
    search nor the policy ever plays one (the playtest saw Easy heal at full Health),
    while the same scrolls are played once they would help. ``futile`` names exactly the
    scrolls the board warns about (``wasted_scroll``)."""
    s = knocked_about(hp=6, gold=5, scrolls=CARE) if phase == "combat" else \
        last_round(doom=1)
    if phase == "move":
        for card in CARE:
            top(s, "scroll", card)
            s.piles["scroll"].remove(card)
            s.scrolls[0].append(card)
    plays = [a for a in R.legal_actions(s) if a["type"] == "play_scroll"]
    assert plays and all(R.futile(s, a) == R.wasted_scroll(R.view(s, 0), a["card"])
                         for a in plays)
    assert all(R.futile(s, a) for a in plays)
    assert not any(a["type"] == "play_scroll" for a in R.useful_actions(s))
    for seed in range(6):
        assert bots.choose(R, s, 0, level, seed)["type"] != "play_scroll"
        assert R.playout_policy(s, random.Random(seed))["type"] != "play_scroll"
    hurt = R.clone(s)
    hurt.hp[0], hurt.poison[0] = 2, 1
    assert not any(R.futile(hurt, a) for a in plays)


@pytest.mark.parametrize("doom", [1, 2, 5])
def test_easy_loses_count_of_the_rounds_and_nothing_else(doom):
    """``outlook.forget`` (the easy level's inattention): with its share it takes the
    round for one earlier (never before round 1), changes no legal action and nothing
    else of the world; without it, nothing changes."""
    s = last_round(doom=doom)
    before = R.view(s, 0)
    blurred = O.forget(R.clone(s), 0, 1.0, random.Random(1))
    assert blurred.doom == max(1, doom - 1)
    assert R.legal_actions(blurred) == R.legal_actions(s)
    assert R.invariant_problems(blurred) == []
    assert dict(R.view(blurred, 0), doom=doom) == before
    assert O.forget(R.clone(s), 0, 0.0, random.Random(1)).to_dict() == s.to_dict()


def test_easy_sometimes_stays_past_the_collapse_and_hard_never_does():
    """Last round, on the face-up Exit with 12 gold: Hard always leaves; Easy, losing
    count of the rounds now and then, sometimes walks on (a newcomer's mistake, "Easy is
    gentle with newcomers")."""
    s = after(last_round(cell=(4, 4)), {"type": "step", "cell": list(EXIT)})
    s.tokens["treasure1"]["cell"] = [4, 7]          # something to walk to on the way
    s.tokens["treasure1"]["up"] = True
    easy = [bots.choose(R, s, 0, "easy", seed) for seed in range(40)]
    assert {"type": "exit"} in easy and any(a != {"type": "exit"} for a in easy)
    for seed in range(3):
        assert bots.choose(R, s, 0, "hard", seed) == {"type": "exit"}
