"""Basilica data files: the rulebook's component mix ("Elementy gry") and the designed
completion of basilica-notes.md, and loader errors that name the file and the entry."""
import shutil
from collections import Counter
from pathlib import Path

import pytest

from games.basilica.content import load_content, load_content_from
from games.engine.paths import data_path
from games.engine.yamlload import DataError

CONTENT = load_content()


def test_elementy_gry_58_tokens_10_per_colour_and_18_jokers():
    tokens = list(CONTENT.tokens.values())
    assert len(tokens) == 58
    plain = Counter(t.colours[0] for t in tokens if not t.joker)
    assert plain == {"yellow": 10, "blue": 10, "red": 10, "green": 10}
    jokers = [t for t in tokens if t.joker]
    assert len(jokers) == 18
    assert all(len(set(t.colours)) == 2 for t in jokers)


def test_designed_jokers_three_of_each_colour_pair():
    pairs = Counter(frozenset(t.colours) for t in CONTENT.tokens.values() if t.joker)
    assert len(pairs) == 6 and set(pairs.values()) == {3}


def test_designed_crowns_on_16_tokens_3_per_colour_and_4_jokers():
    crowned = [t for t in CONTENT.tokens.values() if t.crown]
    assert len(crowned) == 16
    assert Counter(t.colours[0] for t in crowned if not t.joker) == {
        "yellow": 3, "blue": 3, "red": 3, "green": 3}
    assert sum(t.joker for t in crowned) == 4


def test_designed_eight_orders_spread_evenly_with_their_paid_orders():
    assert list(CONTENT.orders) == ["hire", "shift", "dismiss", "promote", "scaffold",
                                    "stained_glass", "dismantle", "tax"]
    spread = Counter(t.order for t in CONTENT.tokens.values())
    assert set(spread) == set(CONTENT.orders) and set(spread.values()) == {7, 8}
    paid = {o.id for o in CONTENT.orders.values() if o.paid}
    assert paid == {"hire", "shift", "scaffold"}


def test_numbers_from_rulebook_and_designed_completion():
    num = CONTENT.numbers
    assert (num.plan_rows, num.order_fields, num.element_fields, num.actions_per_turn) == (5, 3, 3, 3)
    assert (num.builders_per_player, num.builders_in_play, num.builders_per_element) == (6, 5, 1)
    assert (num.coins_per_player, num.scorings, num.stack_exhaustions) == (1, 3, 2)
    assert (num.track_length, num.crown_spaces) == (50, (5, 10, 15))
    assert (num.builder_strength, num.promoted_strength) == (1, 2)


# ----------------------------------------------------------------- bad data

@pytest.fixture
def folder(tmp_path) -> Path:
    """A writable copy of data/basilica."""
    dest = tmp_path / "basilica"
    shutil.copytree(data_path("basilica"), dest)
    return dest


def edit(folder: Path, name: str, old: str, new: str) -> None:
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def error(folder: Path) -> str:
    with pytest.raises(DataError) as info:
        load_content_from(folder)
    return str(info.value)


def test_copy_loads(folder):
    assert len(load_content_from(folder).tokens) == 58


def test_missing_file(folder):
    (folder / "orders.yaml").unlink()
    assert error(folder) == "orders.yaml: file not found"


def test_duplicate_key(folder):
    edit(folder, "components.yaml", "  plan_rows: 5", "  plan_rows: 5\n  plan_rows: 6")
    assert error(folder).startswith("components.yaml, line ")
    assert "duplicate key 'plan_rows'" in error(folder)


def test_missing_number(folder):
    edit(folder, "components.yaml", "  actions_per_turn: 3", "")
    assert error(folder) == "components.yaml, section 'rulebook': missing field 'actions_per_turn'"


def test_unknown_field(folder):
    edit(folder, "components.yaml", "  track_length: 50", "  track_lenght: 50")
    assert "section 'designed': unknown field 'track_lenght'" in error(folder)


def test_crown_space_off_the_track(folder):
    edit(folder, "components.yaml", "[5, 10, 15]", "[5, 10, 55]")
    assert "crown_spaces" in error(folder)


def test_unequal_field_counts(folder):
    edit(folder, "components.yaml", "  order_fields: 3", "  order_fields: 2")
    assert "order_fields and element_fields should be equal" in error(folder)


def test_order_without_paid_field(folder):
    edit(folder, "orders.yaml", "    paid:\n      en: The opponent may do the same.\n"
         "      pl: Przeciwnik może zrobić to samo.\n", "")
    assert error(folder) == "orders.yaml, order 'hire': missing field 'paid' (write null for none)"


def test_repeated_order_id(folder):
    edit(folder, "orders.yaml", "  - id: shift", "  - id: hire")
    assert error(folder) == "orders.yaml, order 'hire': id should be a new snake_case name"


def test_token_with_unknown_order(folder):
    edit(folder, "tokens.yaml", "{id: y04, colours: [yellow], crown: false, order: promote}",
         "{id: y04, colours: [yellow], crown: false, order: pray}")
    assert error(folder) == "tokens.yaml, token 'y04': unknown order 'pray'"


def test_joker_with_one_colour_twice(folder):
    edit(folder, "tokens.yaml", "{id: yb2, colours: [yellow, blue]", "{id: yb2, colours: [blue, blue]")
    assert "tokens.yaml, token 'yb2': colours should be one or two different" in error(folder)


def test_unknown_colour(folder):
    edit(folder, "tokens.yaml", "{id: y05, colours: [yellow]", "{id: y05, colours: [purple]")
    assert "token 'y05': colours should be" in error(folder)


def test_crown_not_true_or_false(folder):
    edit(folder, "tokens.yaml", "{id: y05, colours: [yellow], crown: false",
         "{id: y05, colours: [yellow], crown: 1")
    assert error(folder) == "tokens.yaml, token 'y05': field 'crown' should be true or false, got 1"


def test_colour_count_checked_against_rulebook(folder):
    edit(folder, "tokens.yaml", "  - {id: r10, colours: [red], crown: false, order: stained_glass}\n", "")
    assert error(folder) == "tokens.yaml, colour 'red': 9 tokens, the rulebook has 10"


def test_crown_count_checked(folder):
    edit(folder, "tokens.yaml", "{id: g04, colours: [green], crown: false",
         "{id: g04, colours: [green], crown: true")
    assert error(folder) == "tokens.yaml, colour 'green': 4 crowns, components.yaml says 3"


def test_joker_count_checked(folder):
    edit(folder, "tokens.yaml", "{id: rg3, colours: [red, green]", "{id: rg3, colours: [green]")
    assert "tokens.yaml, colour 'green': 11 tokens" in error(folder)


def test_repeated_token_id(folder):
    edit(folder, "tokens.yaml", "{id: y05,", "{id: y04,")
    assert error(folder) == "tokens.yaml, token 'y04': id should be a new lower-case name"


def test_source_must_be_marked(folder):
    edit(folder, "orders.yaml", "\nsource: designed", "\nsource: rulebook")
    assert error(folder) == "orders.yaml: field 'source' should be 'designed'"
