"""The official rulings on flashback that the card data attaches to every Midnight Hunt card
with flashback, checked for each of those cards (CR 702.34).

* "Flashback [cost]" means "You may cast this card from your graveyard by paying [cost] rather
  than paying its mana cost" and "If the flashback cost was paid, exile this card instead of
  putting it anywhere else any time it would leave the stack" (CR 702.34a).
* You must still follow any timing restrictions and permissions, including those based on the
  card's type (CR 702.34a, 307.1, 304.1 via 601.2a).
* The total cost starts with the flashback cost, adds cost increases and subtracts reductions
  (CR 601.2f).
* A spell cast using flashback is always exiled afterward, whether it resolves, is countered,
  or leaves the stack in some other way (CR 702.34a).
* A card put into your graveyard without having been cast can still be cast with flashback.
* A card with flashback put into your graveyard during your turn can be cast before any other
  player can act (CR 117.3b, 117.3c: the active player receives priority first).

Every card is cast into the same position, each decision along the way answered with its
first legal answer; the marks on each card's parameter name that card's ruling.
"""

from __future__ import annotations

import re

import pytest

from manastack.cards.database import database
from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.state.steps import Step
from manastack.testing import Driver

BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def lands_for(cost: str, extra: int = 0) -> list[str]:
    """Basic lands that pay exactly ``cost`` (generic mana paid with Wastes-like spare basics:
    Plains), plus ``extra`` more."""
    lands: list[str] = []
    for symbol in re.findall(r"\{([^}]+)\}", cost):
        if symbol.isdigit():
            lands += ["Plains"] * int(symbol)
        else:
            lands.append(BASIC[symbol])
    return lands + ["Plains"] * extra


def costs(name: str) -> tuple[str, str]:
    """The card's mana cost and flashback cost, from its card data."""
    face = database().get(name).front
    match = re.search(r"Flashback (\{[^ ]*\})", face.oracle_text)
    assert match, name
    return face.mana_cost, match.group(1)


def position(name: str, lands: list[str], *, zone: str = "graveyard", active: int = 0,
             extra: tuple[str, ...] = (), p1_extra: tuple[str, ...] = (),
             p1_hand: tuple[str, ...] = (), hand: tuple[str, ...] = ()) -> Driver:
    """Player 0 has ``lands``, two creatures, three creature cards in the graveyard and a
    library; player 1 has creatures, a land and a library. ``name`` is in ``zone``; ``extra``
    are more permanents of player 0's, ``hand`` cards in player 0's hand."""
    s = Scenario(seed=1)
    s.battlefield(0, *lands, "Glory Seeker", "Daru Healer", *extra)
    if hand:
        s.hand(0, *hand)
    s.graveyard(0, "Elvish Warrior", "Daru Cavalier", "Glory Seeker")
    s.library(0, *["Island", "Shock", "Plains", "Glory Seeker"] * 3)
    getattr(s, zone)(0, name)
    s.battlefield(1, "Elvish Warrior", "Glory Seeker", "Forest", *p1_extra)
    s.hand(1, *p1_hand)
    s.library(1, *["Forest", "Elvish Warrior"] * 3)
    s.at("precombat_main", active=active)
    return Driver(s.build())


def answer(d: Driver) -> None:
    """Answer every decision up to the next priority with its first legal answer."""
    while d.game.decision is not None and d.decision.kind != "priority":
        if d.decision.kind == "pay_mana":
            d.pay()
        else:
            d.act(d.decision.player, d.game.legal_actions()[0])


def resolve_stack(d: Driver) -> None:
    while d.state.stack:
        if d.decision.kind == "priority":
            d.pass_priority()
        else:
            answer(d)


def flashback(d: Driver, name: str) -> int:
    card = d.find(name, zone="graveyard", player=0)
    d.act(0, CastSpell(card, "flashback"))
    answer(d)
    return card


def can_flashback(d: Driver, name: str) -> bool:
    return CastSpell(d.find(name, zone="graveyard", player=0), "flashback") in \
        d.game.legal_actions()


def tapped_lands(d: Driver) -> int:
    return sum(1 for o in d.state.battlefield
               if d.state.objects[o].tapped and "Land" in d.chars(o).types)


MEANS = [
    pytest.param("Angelfire Ignition", marks=pytest.mark.ruling("MID-OR-0642")),
    pytest.param("Arcane Infusion", marks=pytest.mark.ruling("MID-OR-0648")),
    pytest.param("Can't Stay Away", marks=pytest.mark.ruling("MID-OR-0667")),
    pytest.param("Corpse Cobble", marks=pytest.mark.ruling("MID-OR-0675")),
    pytest.param("Crawl from the Cellar", marks=pytest.mark.ruling("MID-OR-0277")),
    pytest.param("Croaking Counterpart", marks=pytest.mark.ruling("MID-OR-0686")),
    pytest.param("Dire-Strain Rampage", marks=pytest.mark.ruling("MID-OR-0713")),
    pytest.param("Diregraf Rebirth", marks=pytest.mark.ruling("MID-OR-0719")),
    pytest.param("Dryad's Revival", marks=pytest.mark.ruling("MID-OR-0531")),
    # The card data attaches the general flashback rulings to Duel for Dominance too.
    pytest.param("Faithful Mending", marks=pytest.mark.ruling("MID-OR-0539"),
                 id="Faithful Mending (Duel for Dominance)"),
    pytest.param("Faithful Mending", marks=pytest.mark.ruling("MID-OR-0725")),
    pytest.param("Galvanic Iteration", marks=pytest.mark.ruling("MID-OR-0747")),
    pytest.param("Ghoulcaller's Harvest", marks=pytest.mark.ruling("MID-OR-0754")),
    pytest.param("Hallowed Respite", marks=pytest.mark.ruling("MID-OR-0762")),
    pytest.param("Homestead Courage", marks=pytest.mark.ruling("MID-OR-0083")),
    pytest.param("Hungry for More", marks=pytest.mark.ruling("MID-OR-0768")),
    pytest.param("Join the Dance", marks=pytest.mark.ruling("MID-OR-0774")),
    pytest.param("Memory Deluge", marks=pytest.mark.ruling("MID-OR-0191")),
    pytest.param("Otherworldly Gaze", marks=pytest.mark.ruling("MID-OR-0197")),
    pytest.param("Path to the Festival", marks=pytest.mark.ruling("MID-OR-0575")),
    pytest.param("Rise of the Ants", marks=pytest.mark.ruling("MID-OR-0583")),
    pytest.param("Rite of Harmony", marks=pytest.mark.ruling("MID-OR-0802")),
    pytest.param("Rite of Oblivion", marks=pytest.mark.ruling("MID-OR-0809")),
    pytest.param("Sacred Fire", marks=pytest.mark.ruling("MID-OR-0815")),
    pytest.param("Secrets of the Key", marks=pytest.mark.ruling("MID-OR-0220")),
    pytest.param("Seize the Storm", marks=pytest.mark.ruling("MID-OR-0438")),
    pytest.param("Shadowbeast Sighting", marks=pytest.mark.ruling("MID-OR-0590")),
    pytest.param("Siphon Insight", marks=pytest.mark.ruling("MID-OR-0828")),
    pytest.param("Storm the Festival", marks=pytest.mark.ruling("MID-OR-0596")),
    pytest.param("Tapping at the Window", marks=pytest.mark.ruling("MID-OR-0602")),
    pytest.param("Turn the Earth", marks=pytest.mark.ruling("MID-OR-0632")),
    pytest.param("Unnatural Moonrise", marks=pytest.mark.ruling("MID-OR-0855")),
    pytest.param("Wake to Slaughter", marks=pytest.mark.ruling("MID-OR-0870")),
    pytest.param("Winterthorn Blessing", marks=pytest.mark.ruling("MID-OR-0876")),
    # The card data attaches the general flashback rulings to Duelcraft Trainer too.
    pytest.param("Homestead Courage", marks=pytest.mark.ruling("MID-OR-0065"),
                 id="Homestead Courage (Duelcraft Trainer)"),
]

TIMING = [
    pytest.param("Angelfire Ignition", marks=pytest.mark.ruling("MID-OR-0643")),
    pytest.param("Arcane Infusion", marks=pytest.mark.ruling("MID-OR-0649")),
    pytest.param("Can't Stay Away", marks=pytest.mark.ruling("MID-OR-0668")),
    pytest.param("Corpse Cobble", marks=pytest.mark.ruling("MID-OR-0676")),
    pytest.param("Crawl from the Cellar", marks=pytest.mark.ruling("MID-OR-0278")),
    pytest.param("Croaking Counterpart", marks=pytest.mark.ruling("MID-OR-0687")),
    pytest.param("Dire-Strain Rampage", marks=pytest.mark.ruling("MID-OR-0714")),
    pytest.param("Diregraf Rebirth", marks=pytest.mark.ruling("MID-OR-0720")),
    pytest.param("Dryad's Revival", marks=pytest.mark.ruling("MID-OR-0532")),
    # The card data attaches the general flashback rulings to Duel for Dominance too.
    pytest.param("Faithful Mending", marks=pytest.mark.ruling("MID-OR-0540"),
                 id="Faithful Mending (Duel for Dominance)"),
    pytest.param("Faithful Mending", marks=pytest.mark.ruling("MID-OR-0726")),
    pytest.param("Galvanic Iteration", marks=pytest.mark.ruling("MID-OR-0748")),
    pytest.param("Ghoulcaller's Harvest", marks=pytest.mark.ruling("MID-OR-0755")),
    pytest.param("Hallowed Respite", marks=pytest.mark.ruling("MID-OR-0763")),
    pytest.param("Homestead Courage", marks=pytest.mark.ruling("MID-OR-0082")),
    pytest.param("Hungry for More", marks=pytest.mark.ruling("MID-OR-0769")),
    pytest.param("Join the Dance", marks=pytest.mark.ruling("MID-OR-0775")),
    pytest.param("Memory Deluge", marks=pytest.mark.ruling("MID-OR-0192")),
    pytest.param("Otherworldly Gaze", marks=pytest.mark.ruling("MID-OR-0198")),
    pytest.param("Path to the Festival", marks=pytest.mark.ruling("MID-OR-0576")),
    pytest.param("Rise of the Ants", marks=pytest.mark.ruling("MID-OR-0584")),
    pytest.param("Rite of Harmony", marks=pytest.mark.ruling("MID-OR-0803")),
    pytest.param("Rite of Oblivion", marks=pytest.mark.ruling("MID-OR-0810")),
    pytest.param("Sacred Fire", marks=pytest.mark.ruling("MID-OR-0816")),
    pytest.param("Secrets of the Key", marks=pytest.mark.ruling("MID-OR-0221")),
    pytest.param("Seize the Storm", marks=pytest.mark.ruling("MID-OR-0439")),
    pytest.param("Shadowbeast Sighting", marks=pytest.mark.ruling("MID-OR-0591")),
    pytest.param("Siphon Insight", marks=pytest.mark.ruling("MID-OR-0829")),
    pytest.param("Storm the Festival", marks=pytest.mark.ruling("MID-OR-0597")),
    pytest.param("Tapping at the Window", marks=pytest.mark.ruling("MID-OR-0603")),
    pytest.param("Turn the Earth", marks=pytest.mark.ruling("MID-OR-0633")),
    pytest.param("Unnatural Moonrise", marks=pytest.mark.ruling("MID-OR-0856")),
    pytest.param("Wake to Slaughter", marks=pytest.mark.ruling("MID-OR-0871")),
    pytest.param("Winterthorn Blessing", marks=pytest.mark.ruling("MID-OR-0877")),
    # The card data attaches the general flashback rulings to Duelcraft Trainer too.
    pytest.param("Homestead Courage", marks=pytest.mark.ruling("MID-OR-0066"),
                 id="Homestead Courage (Duelcraft Trainer)"),
]

COST = [
    pytest.param("Angelfire Ignition", marks=pytest.mark.ruling("MID-OR-0644")),
    pytest.param("Arcane Infusion", marks=pytest.mark.ruling("MID-OR-0650")),
    pytest.param("Can't Stay Away", marks=pytest.mark.ruling("MID-OR-0669")),
    pytest.param("Corpse Cobble", marks=pytest.mark.ruling("MID-OR-0677")),
    pytest.param("Crawl from the Cellar", marks=pytest.mark.ruling("MID-OR-0279")),
    pytest.param("Croaking Counterpart", marks=pytest.mark.ruling("MID-OR-0688")),
    pytest.param("Dire-Strain Rampage", marks=pytest.mark.ruling("MID-OR-0715")),
    pytest.param("Diregraf Rebirth", marks=pytest.mark.ruling("MID-OR-0721")),
    pytest.param("Dryad's Revival", marks=pytest.mark.ruling("MID-OR-0533")),
    # The card data attaches the general flashback rulings to Duel for Dominance too.
    pytest.param("Faithful Mending", marks=pytest.mark.ruling("MID-OR-0541"),
                 id="Faithful Mending (Duel for Dominance)"),
    pytest.param("Faithful Mending", marks=pytest.mark.ruling("MID-OR-0727")),
    pytest.param("Galvanic Iteration", marks=pytest.mark.ruling("MID-OR-0749")),
    pytest.param("Ghoulcaller's Harvest", marks=pytest.mark.ruling("MID-OR-0756")),
    pytest.param("Hallowed Respite", marks=pytest.mark.ruling("MID-OR-0764")),
    pytest.param("Homestead Courage", marks=pytest.mark.ruling("MID-OR-0084")),
    pytest.param("Hungry for More", marks=pytest.mark.ruling("MID-OR-0770")),
    pytest.param("Join the Dance", marks=pytest.mark.ruling("MID-OR-0776")),
    pytest.param("Memory Deluge", marks=pytest.mark.ruling("MID-OR-0193")),
    pytest.param("Otherworldly Gaze", marks=pytest.mark.ruling("MID-OR-0199")),
    pytest.param("Path to the Festival", marks=pytest.mark.ruling("MID-OR-0577")),
    pytest.param("Rise of the Ants", marks=pytest.mark.ruling("MID-OR-0585")),
    pytest.param("Rite of Harmony", marks=pytest.mark.ruling("MID-OR-0804")),
    pytest.param("Rite of Oblivion", marks=pytest.mark.ruling("MID-OR-0811")),
    pytest.param("Sacred Fire", marks=pytest.mark.ruling("MID-OR-0817")),
    pytest.param("Secrets of the Key", marks=pytest.mark.ruling("MID-OR-0222")),
    pytest.param("Seize the Storm", marks=pytest.mark.ruling("MID-OR-0440")),
    pytest.param("Shadowbeast Sighting", marks=pytest.mark.ruling("MID-OR-0592")),
    pytest.param("Siphon Insight", marks=pytest.mark.ruling("MID-OR-0830")),
    pytest.param("Storm the Festival", marks=pytest.mark.ruling("MID-OR-0598")),
    pytest.param("Tapping at the Window", marks=pytest.mark.ruling("MID-OR-0604")),
    pytest.param("Turn the Earth", marks=pytest.mark.ruling("MID-OR-0634")),
    pytest.param("Unnatural Moonrise", marks=pytest.mark.ruling("MID-OR-0857")),
    pytest.param("Wake to Slaughter", marks=pytest.mark.ruling("MID-OR-0872")),
    pytest.param("Winterthorn Blessing", marks=pytest.mark.ruling("MID-OR-0878")),
    # The card data attaches the general flashback rulings to Duelcraft Trainer too.
    pytest.param("Homestead Courage", marks=pytest.mark.ruling("MID-OR-0067"),
                 id="Homestead Courage (Duelcraft Trainer)"),
]

EXILED = [
    pytest.param("Angelfire Ignition", marks=pytest.mark.ruling("MID-OR-0645")),
    pytest.param("Arcane Infusion", marks=pytest.mark.ruling("MID-OR-0651")),
    pytest.param("Can't Stay Away", marks=pytest.mark.ruling("MID-OR-0670")),
    pytest.param("Corpse Cobble", marks=pytest.mark.ruling("MID-OR-0678")),
    pytest.param("Crawl from the Cellar", marks=pytest.mark.ruling("MID-OR-0280")),
    pytest.param("Croaking Counterpart", marks=pytest.mark.ruling("MID-OR-0689")),
    pytest.param("Dire-Strain Rampage", marks=pytest.mark.ruling("MID-OR-0716")),
    pytest.param("Diregraf Rebirth", marks=pytest.mark.ruling("MID-OR-0722")),
    pytest.param("Dryad's Revival", marks=pytest.mark.ruling("MID-OR-0534")),
    # The card data attaches the general flashback rulings to Duel for Dominance too.
    pytest.param("Faithful Mending", marks=pytest.mark.ruling("MID-OR-0542"),
                 id="Faithful Mending (Duel for Dominance)"),
    pytest.param("Faithful Mending", marks=pytest.mark.ruling("MID-OR-0728")),
    pytest.param("Galvanic Iteration", marks=pytest.mark.ruling("MID-OR-0750")),
    pytest.param("Ghoulcaller's Harvest", marks=pytest.mark.ruling("MID-OR-0757")),
    pytest.param("Hallowed Respite", marks=pytest.mark.ruling("MID-OR-0765")),
    pytest.param("Homestead Courage", marks=pytest.mark.ruling("MID-OR-0085")),
    pytest.param("Hungry for More", marks=pytest.mark.ruling("MID-OR-0771")),
    pytest.param("Join the Dance", marks=pytest.mark.ruling("MID-OR-0777")),
    pytest.param("Memory Deluge", marks=pytest.mark.ruling("MID-OR-0194")),
    pytest.param("Otherworldly Gaze", marks=pytest.mark.ruling("MID-OR-0200")),
    pytest.param("Path to the Festival", marks=pytest.mark.ruling("MID-OR-0578")),
    pytest.param("Rise of the Ants", marks=pytest.mark.ruling("MID-OR-0586")),
    pytest.param("Rite of Harmony", marks=pytest.mark.ruling("MID-OR-0805")),
    pytest.param("Rite of Oblivion", marks=pytest.mark.ruling("MID-OR-0812")),
    pytest.param("Sacred Fire", marks=pytest.mark.ruling("MID-OR-0818")),
    pytest.param("Secrets of the Key", marks=pytest.mark.ruling("MID-OR-0223")),
    pytest.param("Seize the Storm", marks=pytest.mark.ruling("MID-OR-0441")),
    pytest.param("Shadowbeast Sighting", marks=pytest.mark.ruling("MID-OR-0593")),
    pytest.param("Siphon Insight", marks=pytest.mark.ruling("MID-OR-0831")),
    pytest.param("Storm the Festival", marks=pytest.mark.ruling("MID-OR-0599")),
    pytest.param("Tapping at the Window", marks=pytest.mark.ruling("MID-OR-0605")),
    pytest.param("Turn the Earth", marks=pytest.mark.ruling("MID-OR-0635")),
    pytest.param("Unnatural Moonrise", marks=pytest.mark.ruling("MID-OR-0858")),
    pytest.param("Wake to Slaughter", marks=pytest.mark.ruling("MID-OR-0873")),
    pytest.param("Winterthorn Blessing", marks=pytest.mark.ruling("MID-OR-0879")),
    # The card data attaches the general flashback rulings to Duelcraft Trainer too.
    pytest.param("Homestead Courage", marks=pytest.mark.ruling("MID-OR-0068"),
                 id="Homestead Courage (Duelcraft Trainer)"),
]

UNCAST = [
    pytest.param("Angelfire Ignition", marks=pytest.mark.ruling("MID-OR-0646")),
    pytest.param("Arcane Infusion", marks=pytest.mark.ruling("MID-OR-0652")),
    pytest.param("Can't Stay Away", marks=pytest.mark.ruling("MID-OR-0671")),
    pytest.param("Corpse Cobble", marks=pytest.mark.ruling("MID-OR-0679")),
    pytest.param("Crawl from the Cellar", marks=pytest.mark.ruling("MID-OR-0281")),
    pytest.param("Croaking Counterpart", marks=pytest.mark.ruling("MID-OR-0690")),
    pytest.param("Dire-Strain Rampage", marks=pytest.mark.ruling("MID-OR-0717")),
    pytest.param("Diregraf Rebirth", marks=pytest.mark.ruling("MID-OR-0723")),
    pytest.param("Dryad's Revival", marks=pytest.mark.ruling("MID-OR-0535")),
    # The card data attaches the general flashback rulings to Duel for Dominance too.
    pytest.param("Faithful Mending", marks=pytest.mark.ruling("MID-OR-0543"),
                 id="Faithful Mending (Duel for Dominance)"),
    pytest.param("Faithful Mending", marks=pytest.mark.ruling("MID-OR-0729")),
    pytest.param("Galvanic Iteration", marks=pytest.mark.ruling("MID-OR-0751")),
    pytest.param("Ghoulcaller's Harvest", marks=pytest.mark.ruling("MID-OR-0758")),
    pytest.param("Hallowed Respite", marks=pytest.mark.ruling("MID-OR-0766")),
    pytest.param("Homestead Courage", marks=pytest.mark.ruling("MID-OR-0086")),
    pytest.param("Hungry for More", marks=pytest.mark.ruling("MID-OR-0772")),
    pytest.param("Join the Dance", marks=pytest.mark.ruling("MID-OR-0778")),
    pytest.param("Memory Deluge", marks=pytest.mark.ruling("MID-OR-0195")),
    pytest.param("Otherworldly Gaze", marks=pytest.mark.ruling("MID-OR-0201")),
    pytest.param("Path to the Festival", marks=pytest.mark.ruling("MID-OR-0579")),
    pytest.param("Rise of the Ants", marks=pytest.mark.ruling("MID-OR-0587")),
    pytest.param("Rite of Harmony", marks=pytest.mark.ruling("MID-OR-0806")),
    pytest.param("Rite of Oblivion", marks=pytest.mark.ruling("MID-OR-0813")),
    pytest.param("Sacred Fire", marks=pytest.mark.ruling("MID-OR-0819")),
    pytest.param("Secrets of the Key", marks=pytest.mark.ruling("MID-OR-0224")),
    pytest.param("Seize the Storm", marks=pytest.mark.ruling("MID-OR-0442")),
    pytest.param("Shadowbeast Sighting", marks=pytest.mark.ruling("MID-OR-0594")),
    pytest.param("Siphon Insight", marks=pytest.mark.ruling("MID-OR-0832")),
    pytest.param("Storm the Festival", marks=pytest.mark.ruling("MID-OR-0600")),
    pytest.param("Tapping at the Window", marks=pytest.mark.ruling("MID-OR-0606")),
    pytest.param("Turn the Earth", marks=pytest.mark.ruling("MID-OR-0636")),
    pytest.param("Unnatural Moonrise", marks=pytest.mark.ruling("MID-OR-0859")),
    pytest.param("Wake to Slaughter", marks=pytest.mark.ruling("MID-OR-0874")),
    pytest.param("Winterthorn Blessing", marks=pytest.mark.ruling("MID-OR-0880")),
    # The card data attaches the general flashback rulings to Duelcraft Trainer too.
    pytest.param("Homestead Courage", marks=pytest.mark.ruling("MID-OR-0069"),
                 id="Homestead Courage (Duelcraft Trainer)"),
]

YOURTURN = [
    pytest.param("Angelfire Ignition", marks=pytest.mark.ruling("MID-OR-0647")),
    pytest.param("Arcane Infusion", marks=pytest.mark.ruling("MID-OR-0653")),
    pytest.param("Can't Stay Away", marks=pytest.mark.ruling("MID-OR-0672")),
    pytest.param("Corpse Cobble", marks=pytest.mark.ruling("MID-OR-0680")),
    pytest.param("Crawl from the Cellar", marks=pytest.mark.ruling("MID-OR-0282")),
    pytest.param("Croaking Counterpart", marks=pytest.mark.ruling("MID-OR-0691")),
    pytest.param("Dire-Strain Rampage", marks=pytest.mark.ruling("MID-OR-0718")),
    pytest.param("Diregraf Rebirth", marks=pytest.mark.ruling("MID-OR-0724")),
    pytest.param("Dryad's Revival", marks=pytest.mark.ruling("MID-OR-0536")),
    # The card data attaches the general flashback rulings to Duel for Dominance too.
    pytest.param("Faithful Mending", marks=pytest.mark.ruling("MID-OR-0544"),
                 id="Faithful Mending (Duel for Dominance)"),
    pytest.param("Faithful Mending", marks=pytest.mark.ruling("MID-OR-0730")),
    pytest.param("Galvanic Iteration", marks=pytest.mark.ruling("MID-OR-0738")),
    pytest.param("Ghoulcaller's Harvest", marks=pytest.mark.ruling("MID-OR-0759")),
    pytest.param("Hallowed Respite", marks=pytest.mark.ruling("MID-OR-0767")),
    pytest.param("Homestead Courage", marks=pytest.mark.ruling("MID-OR-0087")),
    pytest.param("Hungry for More", marks=pytest.mark.ruling("MID-OR-0773")),
    pytest.param("Join the Dance", marks=pytest.mark.ruling("MID-OR-0779")),
    pytest.param("Memory Deluge", marks=pytest.mark.ruling("MID-OR-0196")),
    pytest.param("Otherworldly Gaze", marks=pytest.mark.ruling("MID-OR-0202")),
    pytest.param("Path to the Festival", marks=pytest.mark.ruling("MID-OR-0580")),
    pytest.param("Rise of the Ants", marks=pytest.mark.ruling("MID-OR-0588")),
    pytest.param("Rite of Harmony", marks=pytest.mark.ruling("MID-OR-0807")),
    pytest.param("Rite of Oblivion", marks=pytest.mark.ruling("MID-OR-0814")),
    pytest.param("Sacred Fire", marks=pytest.mark.ruling("MID-OR-0820")),
    pytest.param("Secrets of the Key", marks=pytest.mark.ruling("MID-OR-0225")),
    pytest.param("Seize the Storm", marks=pytest.mark.ruling("MID-OR-0443")),
    pytest.param("Shadowbeast Sighting", marks=pytest.mark.ruling("MID-OR-0595")),
    pytest.param("Siphon Insight", marks=pytest.mark.ruling("MID-OR-0833")),
    pytest.param("Storm the Festival", marks=pytest.mark.ruling("MID-OR-0601")),
    pytest.param("Tapping at the Window", marks=pytest.mark.ruling("MID-OR-0607")),
    pytest.param("Turn the Earth", marks=pytest.mark.ruling("MID-OR-0637")),
    pytest.param("Unnatural Moonrise", marks=pytest.mark.ruling("MID-OR-0860")),
    pytest.param("Wake to Slaughter", marks=pytest.mark.ruling("MID-OR-0875")),
    pytest.param("Winterthorn Blessing", marks=pytest.mark.ruling("MID-OR-0881")),
    # The card data attaches the general flashback rulings to Duelcraft Trainer too.
    pytest.param("Homestead Courage", marks=pytest.mark.ruling("MID-OR-0070"),
                 id="Homestead Courage (Duelcraft Trainer)"),
]

@pytest.mark.parametrize("name", MEANS)
def test_cast_from_the_graveyard_for_the_flashback_cost_then_exiled(name: str) -> None:
    """Official ruling: "'Flashback [cost]' means 'You may cast this card from your graveyard
    by paying [cost] rather than paying its mana cost' and 'If the flashback cost was paid,
    exile this card instead of putting it anywhere else any time it would leave the
    stack.'" (CR 702.34a)"""
    _mana_cost, fb_cost = costs(name)
    lands = lands_for(fb_cost)
    d = position(name, lands)
    assert can_flashback(d, name)
    flashback(d, name)
    assert d.state.stack and d.zone_of(name) == "stack"
    assert tapped_lands(d) == len(lands)  # exactly the flashback cost
    resolve_stack(d)
    assert d.zone_of(name) == "exile"


@pytest.mark.parametrize("name", TIMING)
def test_timing_follows_the_cards_type(name: str) -> None:
    """Official ruling: "You must still follow any timing restrictions and permissions,
    including those based on the card's type. For instance, you can cast a sorcery using
    flashback only when you could normally cast a sorcery." (CR 307.1, 304.1)

    In an opponent's main phase with an empty stack: an instant can be cast with flashback, a
    sorcery can't; in your own main phase, either can."""
    _mana_cost, fb_cost = costs(name)
    d = position(name, lands_for(fb_cost), active=1)
    d.pass_priority()  # player 1 passes: player 0 has priority in player 1's main phase
    assert d.decision.player == 0 and d.state.step is Step.PRECOMBAT_MAIN
    is_instant = "Instant" in d.chars(d.find(name, zone="graveyard")).types
    assert can_flashback(d, name) == is_instant
    d = position(name, lands_for(fb_cost), active=0)
    assert can_flashback(d, name)


@pytest.mark.parametrize("name", COST)
def test_total_cost_starts_from_the_flashback_cost(name: str) -> None:
    """Official ruling: "To determine the total cost of a spell, start with the mana cost or
    alternative cost (such as a flashback cost) you're paying, add any cost increases, then
    apply any cost reductions." (CR 601.2f)

    Patrician Geist makes spells cast from your graveyard cost {1} less: the flashback cost
    less {1} of its generic part pays (every land is tapped), one land fewer doesn't."""
    _mana_cost, fb_cost = costs(name)
    generic = sum(int(x) for x in re.findall(r"\{(\d+)\}", fb_cost))
    lands = lands_for(fb_cost)
    if generic:
        lands.remove("Plains")  # {1} less
    d = position(name, lands[1:], extra=("Patrician Geist",))
    assert not can_flashback(d, name)
    d = position(name, lands, extra=("Patrician Geist",))
    assert can_flashback(d, name)
    flashback(d, name)
    assert tapped_lands(d) == len(lands)


@pytest.mark.parametrize("name", COST)
def test_cost_increases_are_added_to_the_flashback_cost_before_reductions(name: str) -> None:
    """The same ruling's cost increase (CR 601.2f): Curse of Silence on its own caster, naming
    the card, makes it cost {2} more, and Patrician Geist {1} less: the flashback cost plus
    {1} pays (every land tapped but the Plains that paid for the Curse), one land fewer
    doesn't."""
    _mana_cost, fb_cost = costs(name)
    lands = [*lands_for(fb_cost), "Plains"]  # {2} more, then {1} less

    def cursed(spell_lands: list[str]) -> Driver:
        d = position(name, ["Plains", *spell_lands], extra=("Patrician Geist",),
                     hand=("Curse of Silence",))
        d.cast(0, "Curse of Silence", targets=[0])
        d.resolve()
        d.choose(name)
        assert d.zone_of("Curse of Silence") == "battlefield" and tapped_lands(d) == 1
        return d

    assert not can_flashback(cursed(lands[1:]), name)
    d = cursed(lands)
    assert can_flashback(d, name)
    flashback(d, name)
    assert d.zone_of(name) == "stack"
    assert tapped_lands(d) == len(lands) + 1


@pytest.mark.parametrize("name", EXILED)
def test_exiled_whether_it_resolves_or_is_countered(name: str) -> None:
    """Official ruling: "A spell cast using flashback will always be exiled afterward, whether
    it resolves, is countered, or leaves the stack in some other way." (CR 702.34a)

    Resolved: exiled. Countered by Discombobulate (which would put it into the graveyard):
    exiled."""
    _mana_cost, fb_cost = costs(name)
    d = position(name, lands_for(fb_cost))
    flashback(d, name)
    resolve_stack(d)
    assert d.zone_of(name) == "exile"

    d = position(name, lands_for(fb_cost), p1_extra=("Island",) * 4,
                 p1_hand=("Discombobulate",))
    spell = flashback(d, name)
    assert d.zone_of(name) == "stack"
    d.pass_priority()
    d.cast(1, "Discombobulate", targets=[d.state.stack[-1]])
    resolve_stack(d)
    assert d.zone_of("Discombobulate") == "graveyard"
    assert d.zone_of(name) == "exile"
    assert spell not in d.state.stack


@pytest.mark.parametrize("name", UNCAST)
def test_castable_after_being_milled_without_being_cast(name: str) -> None:
    """Official ruling: "You can cast a spell using flashback even if it was somehow put into
    your graveyard without having been cast."

    Otherworldly Gaze puts the card from the top of the library into the graveyard; it can
    then be cast with flashback."""
    _mana_cost, fb_cost = costs(name)
    d = _with_gaze(name, ["Island", *lands_for(fb_cost)])
    card = d.find(name, zone="library")
    assert d.state.players[0].library[0] == card
    d.cast(0, "Otherworldly Gaze")
    d.resolve()
    d.choose(card)
    d.choose(None)
    answer(d)
    assert d.zone_of(name) == "graveyard"
    assert can_flashback(d, name)
    flashback(d, name)
    resolve_stack(d)
    assert d.zone_of(name) == "exile"


def _with_gaze(name: str, lands: list[str]) -> Driver:
    s = Scenario(seed=1)
    s.battlefield(0, *lands, "Glory Seeker", "Daru Healer")
    s.graveyard(0, "Elvish Warrior", "Daru Cavalier", "Glory Seeker")
    s.hand(0, "Otherworldly Gaze")
    s.library(0, name, *["Island", "Shock", "Plains", "Glory Seeker"] * 3)
    s.battlefield(1, "Elvish Warrior", "Glory Seeker", "Forest")
    s.library(1, *["Forest", "Elvish Warrior"] * 3)
    return Driver(s.build())


@pytest.mark.parametrize("name", YOURTURN)
def test_castable_again_before_any_other_player_acts(name: str) -> None:
    """Official ruling: "If a card with flashback is put into your graveyard during your turn,
    you can cast it if it's legal to do so before any other player can take any actions."
    (CR 117.3b: after a spell resolves, the active player receives priority.)

    Cast from the hand in your main phase: once it has resolved and gone to your graveyard,
    you hold priority and can cast it with flashback straight away."""
    mana_cost, fb_cost = costs(name)
    d = position(name, lands_for(mana_cost) + lands_for(fb_cost), zone="hand")
    card = d.find(name, zone="hand")
    d.act(0, CastSpell(card, "normal"))
    answer(d)
    resolve_stack(d)
    assert d.zone_of(name) == "graveyard"
    assert d.decision.kind == "priority" and d.decision.player == 0
    assert can_flashback(d, name)
    flashback(d, name)
    assert d.zone_of(name) == "stack"
