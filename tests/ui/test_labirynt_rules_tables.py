"""The rules screen of Labirynt Czarnoksiężnika shows the Encounter Table, the Finds and
the character cards, made when the screen opens from the designed data files (never
written out in the code), in the language shown: every row's totals and name, every Find
kind's name and count, every character's name and numbers, as the files hold them."""
import dataclasses

import pytest
import yaml

from games.engine import i18n
from games.engine.paths import data_path
from games.engine.scenes.rules import RulesScene
from games.labirynt import tables
from games.labirynt.content import content


def data(name):
    with open(data_path("labirynt", name), encoding="utf-8") as f:
        return yaml.safe_load(f)


def shown_text(driver) -> str:
    scene = RulesScene(driver.app, "labirynt")
    return "\n".join(text for _kind, text in scene.blocks)


@pytest.mark.parametrize("code", ["en", "pl"])
def test_the_rules_screen_shows_the_tables_and_cards_from_the_data(driver, code):
    try:
        assert i18n.set_language(code) is None
        text = shown_text(driver)
        for row in data("encounters.yaml")["rows"]:
            totals = str(row["totals"]).replace("-", "\u2013")
            assert f"{totals}: {row['name'][code]}. {row['text'][code]}" in text
        finds = data("finds.yaml")["finds"]
        assert len(finds) >= 10
        for kind in finds:
            assert f"{kind['name'][code]} (\u00d7{kind['count']})" in text
        chars = data("characters.yaml")["characters"]
        assert len(chars) == 12
        for card in chars:
            line = next(line for line in text.splitlines() if line.startswith(card["name"][code] + ":"))
            for number in (card["strength"], card["lp"], card["backpack"], card["armour"]):
                assert str(number) in line
            assert card["text"][code] in line
    finally:
        i18n.set_language("en")


def test_the_tables_are_made_from_the_data_as_loaded(driver, monkeypatch):
    """A changed row, Find and card (as if the files said so) is what the screen shows."""
    real = content()
    row = dataclasses.replace(real.rows[0], names={"en": "Quiet Hall", "pl": "Cicha sala"})
    fake = dataclasses.replace(real, rows=(row,) + tuple(real.rows[1:]))
    monkeypatch.setattr(tables, "content", lambda: fake)
    text = shown_text(driver)
    assert "Quiet Hall" in text and real.rows[0].names["en"] + "." not in text.split("\n")[2:4]
