"""Names the setup gives a seat ("Player 2") follow the language: a remembered setup or a
"Play again" brings them back as empty fields, so after switching to Polish they read
"Gracz 2", while a name someone typed is kept as typed."""
import pytest

from games.engine import i18n
from games.engine.registry import get as get_game
from games.engine.scenes.setup import SetupScene
from games.engine.settings import save_last_setup


@pytest.mark.parametrize("game_id", ["bazyliszek", "labirynt"])
@pytest.mark.parametrize("before, after", [("en", "pl"), ("pl", "en")])
def test_a_given_name_is_given_again_in_the_language_shown(driver, game_id, before, after):
    info = get_game(game_id)
    i18n.set_language(before)
    try:
        setup = SetupScene(driver.app, info)
        setup.seats[0]["name"] = "Ola"
        given = setup.players()
        assert given[1]["name"] == i18n._("Player {n}").format(n=2)
        save_last_setup(game_id, given, setup.options)
        i18n.set_language(after)
        for again in (SetupScene(driver.app, info),                    # remembered
                      SetupScene(driver.app, info, players=given)):    # "Play again"
            names = [p["name"] for p in again.players()]
            assert names[0] == "Ola"
            assert names[1:] == [i18n._("Player {n}").format(n=k + 2)
                                 for k in range(len(names) - 1)]
            assert names[1] != given[1]["name"]
    finally:
        i18n.set_language("en")


def test_a_dropped_character_leaves_no_double_space(driver):
    """An emoji typed inside a name is not drawn by every font, so the field drops it;
    the spaces around it close up into one."""
    setup = SetupScene(driver.app, get_game("bazyliszek"))
    setup.seats[0]["name"] = "Zażółć  Jaźń   B "
    setup.seats[1]["name"] = "   "
    assert [p["name"] for p in setup.players()[:2]] == ["Zażółć Jaźń B", "Player 2"]
