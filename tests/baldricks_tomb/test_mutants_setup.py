"""Setting up Baldrick's Tomb: the game options the new-game screen shows ("Variants"),
what each choice does once the game starts, and the exact reason a bad setup is refused
("Game Setup": 1-4 players, each on an explorer of their own). Expected values are
written out by hand from the rulebook."""
import pytest

from games.baldricks_tomb import rules as R
from games.engine.protocol import Option
from tests.baldricks_tomb.helpers import players


def test_the_options_are_the_rulebooks_variants():
    assert R.setup_options() == [
        Option("floors", "Game length", ((4, "4 floors"), (3, "3 floors"), (5, "5 floors"),
                                         (7, "7 floors")), 4,
               "3, 5 and 7 floors go down and then back up; the Gem waits deeper in longer games."),
        Option("collapse", "Rounds", ((0, "5 (solo: 6)"), (3, "3"), (4, "4"), (6, "6")), 0,
               "Round Length variant: how many rounds a floor lasts before it collapses."),
        Option("custom_characters", "Custom characters", ((False, "Off"), (True, "On")), False,
               "Deal five skills to each player; each keeps three, chosen in secret."),
        Option("persistent_poison", "Persistent poison", ((False, "Off"), (True, "On")), False,
               "Poison markers are not reset at the end of a floor."),
        Option("persistent_hp", "Persistent HP", ((False, "Off"), (True, "On")), False,
               "HP markers are not reset at the end of a floor."),
    ]


def test_no_options_means_the_standard_game():
    s = R.new_game(players(2), {}, 1)
    assert s.options == {"floors": 4, "collapse": 0, "custom_characters": False,
                         "persistent_poison": False, "persistent_hp": False}
    assert list(s.path) == [1, 2, 3, 4] and s.rounds == 5
    assert R.new_game(players(1), {}, 1).rounds == 6          # "Solo Play": six rounds


@pytest.mark.parametrize("collapse,rounds", [(3, 3), (4, 4), (6, 6)])
def test_round_length_sets_the_rounds_of_every_floor(collapse, rounds):
    for n in (1, 3):
        assert R.new_game(players(n), {"collapse": collapse}, 1).rounds == rounds


def test_custom_characters_deal_five_skills_to_choose_from():
    s = R.new_game(players(3), {"custom_characters": True}, 2)
    assert s.phase == "skills" and [len(o) for o in s.offers] == [5, 5, 5]
    assert s.skills == [[], [], []] and [len(h) for h in s.scrolls] == [2, 2, 2]


@pytest.mark.parametrize("options,reason", [
    ({"speed": 2}, "unknown option 'speed'"),
    ({"floors": 6}, "option 'floors' cannot be 6"),
    ({"floors": 4.0}, "option 'floors' cannot be 4.0"),
    ({"collapse": False}, "option 'collapse' cannot be False"),
    ({"custom_characters": 1}, "option 'custom_characters' cannot be 1"),
    ({"persistent_hp": "yes"}, "option 'persistent_hp' cannot be 'yes'"),
])
def test_a_bad_option_is_refused_naming_it(options, reason):
    with pytest.raises(ValueError) as err:
        R.new_game(players(2), options, 1)
    assert str(err.value) == reason


@pytest.mark.parametrize("seats,reason", [
    ([], "Baldrick's Tomb is for 1 to 4 players"),
    ([{"name": n} for n in "ABCDE"], "Baldrick's Tomb is for 1 to 4 players"),
    ([{"name": "Ana", "character": "merlin"}], "unknown explorer 'merlin'"),
    ([{"name": "Ana", "character": "maud"}, {"name": "Bo", "character": "maud"}],
     "Two players chose the same explorer."),
    ([{"name": "Ana"}, {"name": "   "}], "every player needs a name"),
    ([{"colour": "blue"}], "every player needs a name"),
])
def test_a_bad_table_is_refused_with_its_reason(seats, reason):
    with pytest.raises(ValueError) as err:
        R.new_game(seats, {}, 1)
    assert str(err.value) == reason


def test_seats_keep_trimmed_names_and_free_explorers_go_in_order():
    s = R.new_game([{"name": "  Ana ", "colour": "sky"}, {"name": "Bo", "character": "wren"},
                    {"name": "Cyd"}], {}, 1)
    assert s.players == [{"name": "Ana", "colour": "sky", "character": "osric"},
                         {"name": "Bo", "colour": "", "character": "wren"},
                         {"name": "Cyd", "colour": "", "character": "maud"}]
