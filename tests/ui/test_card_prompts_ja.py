"""The Japanese questions of the cards and rules that ask their own (``i18n.decision_prompts``):
Kaboom!'s next player or planeswalker (ruling ONS-FAQ-163), Wake to Slaughter's opponent and
the card that goes to the hand, the attack of Adeline's Human token (CR 508.4), the permission
a creature is cast from a graveyard with (ruling MIC-OR-0250, CR 601.2a) and what an Aura put
onto the battlefield enchants (CR 303.4f): each says what it asks, in the terminal clients and
as the view's ``prompt_ja`` for the browser, shown to the deciding player only."""

from __future__ import annotations

from manastack.decisions.actions import CastSpell
from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer
from tests.reference_cards import KARADOR


def _asked(d: Driver, lang: str) -> str:
    """The pending question as its player reads it in ``lang``."""
    dec = d.decision
    return Describer(d.game, dec.player, lang).prompt(dec.kind, dec.prompt)


def _prompt_ja(d: Driver, player: int) -> str | None:
    decision = d.game.view(player)["decision"]
    return decision.get("prompt_ja") if decision else None


def _says(d: Driver, ja: str) -> None:
    """The pending question reads ``ja`` in Japanese (before the card it is about), and only
    the deciding player's view has it."""
    p = d.decision.player
    assert _asked(d, "ja").startswith(ja), _asked(d, "ja")
    assert _prompt_ja(d, p) == ja
    assert all(_prompt_ja(d, q) is None for q in range(len(d.state.players)) if q != p)


def test_kabooms_next_player_or_planeswalker() -> None:
    """Ruling ONS-FAQ-163: as Kaboom! resolves, its controller chooses the target whose process
    comes next."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Kaboom!")
    s.library(0, "Forest", "Shock", "Island", "Krosan Tusker")
    d = Driver(s.build())
    d.cast(0, "Kaboom!", targets=[1, 2])
    d.resolve()
    d.expect("choose_option")
    assert d.decision.prompt == "Kaboom!: choose the next player or planeswalker"
    _says(d, "次に公開とダメージを行うプレイヤーかプレインズウォーカーを選んでください。")


def test_wake_to_slaughters_opponent_and_the_card_for_the_hand() -> None:
    """Wake to Slaughter in a three-player game: its caster chooses the opponent who chooses
    ("An opponent chooses one of them"), then that opponent chooses the card that returns to
    its owner's hand (the other returns to the battlefield)."""
    s = Scenario(players=3, seed=1)
    s.battlefield(0, "Swamp", "Swamp", "Swamp", "Mountain", "Mountain")
    s.hand(0, "Wake to Slaughter")
    s.graveyard(0, "Krosan Tusker", "Glory Seeker")
    d = Driver(s.build())
    d.cast(0, "Wake to Slaughter", targets=[d.find("Krosan Tusker"), d.find("Glory Seeker")])
    d.resolve()
    d.expect("choose_player")
    _says(d, "対戦相手を１人選んでください。")
    d.choose(2)
    d.expect("choose_cards")
    assert d.decision.player == 2
    _says(d, "オーナーの手札に戻すカードを選んでください（残りのカードは戦場に戻ります）。")


def test_adelines_human_token_asks_what_it_attacks() -> None:
    """Adeline's Human token enters tapped and attacking that opponent (CR 508.4): its
    controller chooses that player or a planeswalker they control."""
    s = Scenario(seed=1)
    s.battlefield(0, "Adeline, Resplendent Cathar", "Glory Seeker")
    s.battlefield(1, "Teferi, Who Slows the Sunset", counters={"loyalty": 4})
    d = Driver(s.build())
    d.to_combat()
    d.attack({d.find("Glory Seeker"): 1})
    d.resolve()
    d.expect("choose_option")
    _says(d, "人間・トークンが攻撃するプレイヤーかプレインズウォーカーを選んでください。")


def test_the_permission_a_creature_is_cast_from_a_graveyard_with() -> None:
    """Ruling MIC-OR-0250, CR 601.2a: with Gisa and Geralf's and Karador's permissions, the
    player announces which one they cast Festering Goblin from their graveyard with."""
    s = Scenario(seed=1)
    s.battlefield(0, "Gisa and Geralf", "Swamp", "Swamp", "Swamp", "Swamp", KARADOR.name)
    s.graveyard(0, "Festering Goblin")
    s.library(0, *["Island"] * 6)
    s.library(1, *["Island"] * 6)
    s.at("precombat_main", active=0, turn=3)
    d = Driver(s.build())
    d.act(0, CastSpell(d.find("Festering Goblin", zone="graveyard"), "graveyard_permission"))
    d.expect("choose_option")
    _says(d, "この呪文を唱えるのに使う許可を選んでください。")


def test_what_an_aura_put_onto_the_battlefield_enchants() -> None:
    """CR 303.4f: Candletrap put onto the battlefield by Storm the Festival isn't cast; its
    controller chooses what it enchants."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Forest"] * 6, "Elvish Warrior")
    s.hand(0, "Storm the Festival")
    s.library(0, "Candletrap", "Island", "Plains", "Plains", "Plains", "Plains")
    s.battlefield(1, "Glory Seeker")
    s.library(1, "Plains", "Plains")
    d = Driver(s.build())
    d.cast(0, "Storm the Festival")
    d.resolve()
    d.choose(d.find("Candletrap", zone="library"))
    d.choose(None)
    d.expect("choose_option")
    assert d.decision.prompt == "Choose what it enchants"
    _says(d, "それがエンチャントするものを選んでください。")
