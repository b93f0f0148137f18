"""Basilica's game log: one sentence per event of the rules (``rules.describe``), and how
the game names an element (``element_name``), in the language shown when they are made.

The rules' events hold ids and numbers only; each line is a template with named fields
(``games.engine.rulekit.EventLines`` and ``Template``), translated when it is made (the log
is told in every language at the moment of the event, so nothing here keeps a translated
text). Pure Python, no pygame.
"""
from __future__ import annotations

from games.basilica.cathedral import State, numbers, token_info
from games.basilica.content import load_content
from games.engine.i18n import N_, _, counted
from games.engine.rulekit import EventLines, Template
from games.engine.words import and_list


def element_name(tid: str) -> str:
    """How the game names element ``tid`` in the language shown: "blue element", "red/green
    Joker with a crown" (Polish "niebieski element", "czerwono-zielony Joker z koroną"; the
    colour names are ``components.yaml``'s). Raises ``KeyError`` for an unknown token."""
    tok, num = token_info(tid), numbers()
    if tok.joker:
        colours = _("{first}/{second}").format(first=num.colour_name(tok.colours[0], "joined"),
                                               second=num.colour_name(tok.colours[1]))
        if tok.crown:
            return _("{colours} Joker with a crown").format(colours=colours)
        return _("{colours} Joker").format(colours=colours)
    colour = num.colour_name(tok.colours[0])
    if tok.crown:
        return _("{colour} element with a crown").format(colour=colour)
    return _("{colour} element").format(colour=colour)


def _element(state: State, event: dict) -> str:
    """The element of the event's token, in words ("red/green Joker with a crown")."""
    return element_name(event["token"])


def _order_name(state: State, event: dict) -> str:
    """The name of the event's Order ("Tax")."""
    return load_content().orders[event["order"]].name


def _seat_name(key: str):
    """The field maker naming the player whose seat is ``event[key]``."""
    return lambda state, event: state.players[event[key]]["name"]


def _describe_reshuffle(state: State, event: dict, name: str) -> str:
    """The stack ran out the first time: the discard pile's tokens, if any, restacked."""
    if event["tokens"]:
        return counted(event["tokens"],
                       "The stack is empty: the discard pile becomes a new stack of {n}.",
                       "The stack is empty: the discard pile becomes a new stack of {n}.")
    return _("The stack is empty, and so is the discard pile.")


def _describe_scoring_open(state: State, event: dict, name: str) -> str:
    """A scoring begins: the King on a crown space, or the final one on an empty stack."""
    if event["final"]:
        return _("The stack ran out: final scoring (scoring {number}).").format(
            number=event["number"])
    return _("The King reaches a crown space: scoring {number}.").format(number=event["number"])


def _cell_field(key: str, axis: int):
    """The field maker giving ``event[key]``'s row (``axis`` 1) or column (0), from 1."""
    return lambda state, event: event[key][axis] + 1


_CELL = {"row": _cell_field("cell", 1), "column": _cell_field("cell", 0)}
_MOVE = {**_CELL, "to_row": _cell_field("to", 1), "to_column": _cell_field("to", 0)}
# An Order's log line, one whole sentence per case (for translators): (Paid Order?, how
# its target or effect is told) -> template. Only Hire, Shift and Scaffold have a Paid
# Order (orders.yaml), all with a cell; a Paid Order without its own line (data giving
# Tax one) is told by the Order's line.
_ORDER_LINES = {
    (False, "none"): Template("{name} takes {order_name}, which has no effect now.",
                              order_name=_order_name),
    (False, "cell"): Template("{name} carries out {order_name} at row {row}, column {column}.",
                              order_name=_order_name, **_CELL),
    (False, "move"): Template("{name} carries out {order_name} at row {row}, column {column} "
                              "to row {to_row}, column {to_column}.",
                              order_name=_order_name, **_MOVE),
    (False, "coin"): Template("{name} carries out {order_name}: {payer_name} pays 1 Coin to "
                              "{name}.", order_name=_order_name, payer_name=_seat_name("payer")),
    (False, "scaffolding"): Template("{name} carries out {order_name}, removing the Scaffolding "
                                     "at row {row}, column {column}.",
                                     order_name=_order_name, **_CELL),
    (False, "element"): Template("{name} carries out {order_name}, removing the {element} at "
                                 "row {row}, column {column}.", order_name=_order_name,
                                 element=lambda state, event: element_name(event["removed"]),
                                 **_CELL),
    (False, "supply"): Template("{name} carries out {order_name} and takes 1 Coin from the "
                                "supply.", order_name=_order_name),
    (True, "cell"): Template("{name} carries out the Paid Order {order_name} at row {row}, "
                             "column {column}.", order_name=_order_name, **_CELL),
    (True, "move"): Template("{name} carries out the Paid Order {order_name} at row {row}, "
                             "column {column} to row {to_row}, column {to_column}.",
                             order_name=_order_name, **_MOVE),
}


def _describe_order(state: State, event: dict, name: str) -> str:
    """A log line for an Order or a Paid Order carried out: where (its cell, for Shift
    also where to), for Dismantle what it took away (the Scaffolding or which element),
    for Tax who paid the Coin to whom (or that it came from the supply), or that it had
    no effect."""
    if event.get("effect") is False:
        how = "none"
    elif "removed" in event:
        how = "scaffolding" if event["removed"] is None else "element"
    elif "payer" in event:
        how = "supply" if event["payer"] is None else "coin"
    else:
        how = "move" if "to" in event else "cell"
    line = _ORDER_LINES.get((event["type"] == "paid_order", how)) or _ORDER_LINES[(False, how)]
    return line(state, event, name)


def _describe_scoring(state: State, event: dict, name: str) -> str:
    """A scoring's line: each player's points and the new totals."""
    pts, totals = event["result"]["points"], event["totals"]
    return _("Scoring {number}: {first} +{first_points}, {second} +{second_points} (now "
             "{first_total} and {second_total}).").format(
        number=event["number"], first=state.players[0]["name"], first_points=pts[0],
        second=state.players[1]["name"], second_points=pts[1], first_total=totals[0],
        second_total=totals[1])


def _describe_end(state: State, event: dict, name: str) -> str:
    """The last line: the winner, or the winners on a tie."""
    names = and_list(state.players[s]["name"] for s in event["winners"])
    return counted(len(event["winners"]), "The game is over. Winner: {names}.",
                   "The game is over. Winners: {names}.", names=names)


# The game log's line per event type (the engine's rule kit, ``rulekit.EventLines``): a
# template where the line is a fill-in, a function where it needs more. No event of
# Basilica is shown to one seat only, so there are no private lines.
LINES = EventLines("Basilica", {
    "build": Template("{name} builds a {element} at row {row}, column {column}.",
                      element=_element, row=lambda state, event: event["y"] + 1,
                      column=lambda state, event: event["x"] + 1),
    "king": N_("The King moves to space {space}."),
    "flip": Template("The Order token beside field {field_number} is turned over: {element}.",
                     field_number=lambda state, event: event["field"] + 1, element=_element),
    "draw": Template("A new Order is drawn: {order_name}.", order_name=_order_name),
    "deal": Template("A new element is dealt: {element}.", element=_element),
    "place_builder": N_("{name} places a Builder on the element just built."),
    "redraw": N_("{name} cannot place any element: the three are discarded."),
    "reshuffle": _describe_reshuffle,
    "stack_out": N_("The stack has run out a second time: the game ends."),
    "scoring": _describe_scoring,
    "scoring_open": _describe_scoring_open,
    "turn_end": Template("Turn {turn}: {next_name} plays.", next_name=_seat_name("next")),
    "order": _describe_order,
    "paid_offer": Template("{name} may pay 1 Coin to also carry out {order_name}.",
                           order_name=_order_name),
    "pay": Template("{name} pays 1 Coin to {to_name} for the Paid Order.",
                    to_name=_seat_name("to")),
    "decline": N_("{name} declines the Paid Order."),
    "paid_order": _describe_order,
    "game_over": _describe_end,
})
