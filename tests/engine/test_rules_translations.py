"""Every game whose rules screen lists a translation (``translations:`` in its
``rules.yaml``): an unchanged copy of each translation loads as shipped, and one out of
step with the English (a block dropped, a block of another kind, one added anywhere) is a
DataError naming the translated file, never an English or half-translated screen."""
import shutil

import pytest
import yaml
from hypothesis import HealthCheck, given, settings, strategies as st

from games.engine import registry
from games.engine.paths import data_path
from games.engine.scenes.rules import rules_blocks
from games.engine.yamlload import DataError


def _translated():
    for info in registry.available_games():
        english = yaml.safe_load(data_path(info.game_id, "rules.yaml").read_text(encoding="utf-8"))
        for code in english.get("translations", []):
            yield info.game_id, code


TRANSLATED = list(_translated())


def test_the_three_games_rules_screens_are_translated():
    assert {g for g, _code in TRANSLATED} == {"bazyliszek", "basilica", "baldricks_tomb", "labirynt",
                                              "bas_celik"}


def _doc(game: str, code: str) -> dict:
    return yaml.safe_load(data_path(game, f"rules.{code}.yaml").read_text(encoding="utf-8"))


def _copy(tmp_path, game: str, code: str, doc: dict) -> str:
    english = tmp_path / "rules.yaml"
    shutil.copy(data_path(game, "rules.yaml"), english)
    (tmp_path / f"rules.{code}.yaml").write_text(yaml.safe_dump(doc, allow_unicode=True),
                                                 encoding="utf-8")
    return str(english)


@pytest.mark.parametrize("game, code", TRANSLATED)
def test_an_unchanged_copy_loads(tmp_path, game, code):
    path = _copy(tmp_path, game, code, _doc(game, code))
    assert rules_blocks(game, path=path, language=code) == rules_blocks(game, language=code)


@pytest.mark.parametrize("game, code", TRANSLATED)
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), change=st.sampled_from(["drop", "kind", "extra"]))
def test_a_translation_out_of_step_with_the_english_is_refused(tmp_path, game, code, data, change):
    doc = _doc(game, code)
    owners = [s["blocks"] for s in doc["sections"]] + (
        [doc["designed"]["blocks"]] if "designed" in doc else [])
    blocks = data.draw(st.sampled_from(owners))
    n = data.draw(st.integers(0, len(blocks) - 1))
    if change == "drop":
        if len(blocks) == 1:
            return
        del blocks[n]
    elif change == "kind":
        (kind, text), = blocks[n].items()
        blocks[n] = {("note" if kind != "note" else "p"): text}
    else:
        blocks.insert(n, {"p": "Dodatkowy akapit."})
    with pytest.raises(DataError, match=rf"rules\.{code}\.yaml"):
        rules_blocks(game, path=_copy(tmp_path, game, code, doc), language=code)
