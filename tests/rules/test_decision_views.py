"""Decisions say what they are about, in plain data and in the play clients.

Which replacement effects may be applied first, by source and effect (CR 616.1); which
triggered abilities are being put on the stack, by source and text (CR 603.3b); which spell or
ability a target, a "may" or a payment belongs to (CR 601.2c, 601.2g, 608.2).
"""

from __future__ import annotations

from manastack.scenario import Scenario
from manastack.testing import Driver
from manastack.ui.describe import Describer


def test_replacement_effects_to_choose_from_name_their_sources() -> None:
    """CR 616.1: the affected player chooses which applies first; each option names the
    permanent whose ability it is and the effect."""
    s = Scenario(seed=2)
    s.battlefield(0, "Daunting Defender", "Daunting Defender")
    s.battlefield(1, "Mountain")
    s.hand(1, "Shock")
    d = Driver(s.build())
    first, second = d.ids("Daunting Defender")
    d.pass_priority()
    d.cast(1, "Shock", targets=[first])
    d.resolve()
    d.expect("order_replacements")
    dec = d.game.view(0)["decision"]
    assert dec["source"] == {"object": first, "name": "Daunting Defender"}
    assert [(o["source"], o["source_object"]) for o in dec["options"]] == \
        [("Daunting Defender", first), ("Daunting Defender", second)]
    assert all("prevent 1 of that damage" in o["effect"] for o in dec["options"])
    ja = Describer(d.game, 0, "ja")
    lines = [ja.action(a, "order_replacements") for a in d.game.legal_actions()]
    assert all(line.startswith("圧倒する防衛者：") for line in lines)
    assert "圧倒する防衛者" in ja.prompt("order_replacements", d.decision.prompt)
    # The opponent sees whose decision it is and about what, not the options.
    other = d.game.view(1)["decision"]
    assert other["source"]["name"] == "Daunting Defender" and "options" not in other


def test_triggered_abilities_to_order_name_their_sources_after_they_left() -> None:
    """CR 603.3b: the controller orders their triggered abilities; the sources died at once,
    and each option still names its source card and the ability's text."""
    s = Scenario(seed=2)
    s.battlefield(0, "Swamp", "Swamp", "Swamp")
    s.hand(0, "Infest")
    s.battlefield(0, "Festering Goblin", "Festering Goblin")
    s.battlefield(1, "Krosan Tusker")
    d = Driver(s.build())
    goblins = d.ids("Festering Goblin")
    d.cast(0, "Infest")
    d.resolve()
    d.expect("order_triggers")
    opts = d.game.view(0)["decision"]["options"]
    assert [o["source"] for o in opts] == ["Festering Goblin", "Festering Goblin"]
    assert {o["source_object"] for o in opts} <= set(goblins) | {None}
    assert all("-1/-1" in o["effect"] for o in opts)
    en = Describer(d.game, 0, "en")
    assert all(en.action(a, "order_triggers").startswith("Festering Goblin: ")
               for a in d.game.legal_actions())


def test_a_target_and_a_payment_belong_to_the_spell_being_cast() -> None:
    s = Scenario(seed=2)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Glory Seeker")
    d = Driver(s.build())
    d.game.apply(0, next(a for a in d.game.legal_actions()
                         if getattr(a, "card", None) == d.find("Shock")))
    d.expect("target")
    spell = d.find("Shock", zone="stack")
    for p in (0, 1):
        assert d.game.view(p)["decision"]["source"] == {"object": spell, "name": "Shock"}
    opts = d.game.view(0)["decision"]["options"]
    assert {"object": d.find("Glory Seeker"), "name": "Glory Seeker"} in opts
    assert {"player": 1} in opts
    assert Describer(d.game, 0, "ja").prompt("target", d.decision.prompt) == \
        "対象を選んでください（クリーチャー１体かプレインズウォーカー１体かプレイヤー１人を対象とする）。（ショック）"
    d.choose(1)
    d.expect("pay_mana")
    assert d.game.view(0)["decision"]["source"]["name"] == "Shock"
    # the cost still to pay (CR 601.2g, 601.2h), to every player: Shock is on the stack
    assert [d.game.view(p)["decision"]["remaining"] for p in (0, 1)] == ["{R}", "{R}"]


def test_a_may_belongs_to_the_resolving_spell() -> None:
    s = Scenario(seed=2)
    s.battlefield(0, "Island")
    s.hand(0, "Consider")
    s.library(0, "Krosan Tusker", "Island")
    d = Driver(s.build())
    d.cast(0, "Consider")
    d.resolve()
    d.expect("may")
    dec = d.game.view(0)["decision"]
    assert dec["source"]["name"] == "Consider"
    assert d.game.view(1)["decision"]["source"]["name"] == "Consider"
    assert Describer(d.game, 0, "en").prompt("may", d.decision.prompt).endswith("(Consider)")


def _scrying() -> Driver:
    s = Scenario(seed=1)
    s.hand(0, "Temple of Deceit")
    s.library(0, "Island", "Swamp")
    s.at("precombat_main", active=0, turn=3, priority=0)
    d = Driver(s.build())
    d.play_land(0, "Temple of Deceit")
    d.resolve()
    d.expect("scry")
    return d


def test_a_scry_names_the_card_it_asks_about_to_the_scrying_player_only() -> None:
    """CR 701.22a: the scrying player looks at the card and puts it on top or on the bottom:
    their decision names it ("put this card on top or bottom": Island) beside the ability it
    belongs to; the opponent's view of the decision doesn't say which card it is (CR 401.2)."""
    d = _scrying()
    island = d.state.players[0].library[0]
    mine = d.game.view(0)["decision"]
    assert mine["card"] == {"object": island, "name": "Island"}
    assert mine["source"]["name"] == "Temple of Deceit"
    theirs = d.game.view(1)["decision"]
    assert "card" not in theirs and "Island" not in str(theirs)
    assert Describer(d.game, 0, "en").prompt("scry", mine["prompt"]) == \
        "Put this card on top or bottom: Island (ability of Temple of Deceit)"
    assert Describer(d.game, 0, "ja").prompt("scry", mine["prompt"]).startswith(
        "【島】占術：このカードをどこに置きますか？")
    d.choose("bottom")
    assert d.state.players[0].library[-1] == island


def test_a_replacement_option_says_its_own_ability_not_its_sources_other_text() -> None:
    """CR 616.1: the player dealt Undead Alchemist's combat damage chooses between its
    replacement ability and Daru Healer's shield; the Alchemist's option says that replacement
    ability's words, in English and Japanese, not its other ability (the "Whenever a creature
    card ..." trigger); the shield's option says it is a prevention effect."""
    s = Scenario(seed=1)
    s.battlefield(0, "Undead Alchemist")
    s.battlefield(1, "Daru Healer")
    s.library(1, *["Island"] * 10)
    d = Driver(s.build())
    alchemist, healer = d.find("Undead Alchemist"), d.find("Daru Healer")
    d.to_combat()
    d.attack([alchemist])
    d.pass_priority()
    d.activate(1, "Daru Healer", targets=[1])
    d.resolve()
    while d.decision.kind in ("priority", "declare_blockers"):
        if d.decision.kind == "declare_blockers":
            d.block()
        else:
            d.pass_priority()
    d.expect("order_replacements")
    options = {o["source_object"]: o for o in d.game.view(1)["decision"]["options"]}
    assert options[alchemist]["effect"] == ("If a Zombie you control would deal combat damage "
                                            "to a player, instead that player mills that many "
                                            "cards.")
    assert options[alchemist]["effect_ja"].startswith("あなたのコントロールしているゾンビが")
    assert "Whenever" not in options[alchemist]["effect"]
    assert "たび" not in options[alchemist]["effect_ja"]
    assert options[healer]["effect"] == "prevention effect"
    ja = Describer(d.game, 1, "ja")
    lines = [ja.action(a, "order_replacements") for a in d.game.legal_actions()]
    assert any(line.startswith("アンデッドの錬金術師：あなたのコントロール") for line in lines)
    assert "options" not in d.game.view(0)["decision"]


def test_shields_of_resolved_spells_name_their_spells_and_say_what_they_do() -> None:
    """CR 616.1, 400.7: Anurid Murkdiver, regenerated by Vitality Charm, is dealt lethal damage
    by Burn the Accursed; its controller chooses between the regeneration shield and "exile it
    instead". Both spells have resolved (each is a new object in its owner's graveyard, public),
    so each option names its spell as it was cast, and says what it does, in English and
    Japanese: the two are different choices, not two "replacement effect"s of hidden cards."""
    s = Scenario(seed=1)
    s.battlefield(0, *["Mountain"] * 5)
    s.hand(0, "Burn the Accursed")
    s.battlefield(1, "Anurid Murkdiver", "Forest")
    s.hand(1, "Vitality Charm")
    d = Driver(s.build())
    beast = d.find("Anurid Murkdiver")
    d.cast(0, "Burn the Accursed", targets=[beast])
    d.pass_priority()
    d.cast(1, "Vitality Charm", modes=[2], targets=[beast])
    d.resolve_all()
    d.expect("order_replacements")
    options = d.game.view(1)["decision"]["options"]
    assert sorted((o["source"], o["effect"], o["effect_ja"]) for o in options) == [
        ("Burn the Accursed", "exile it instead", "代わりにそれを追放する"),
        ("Vitality Charm", "regenerate", "再生する")]
    en = Describer(d.game, 1, "en")
    ja = Describer(d.game, 1, "ja")
    acts = d.game.legal_actions()
    assert sorted(en.action(a, "order_replacements") for a in acts) == [
        "Burn the Accursed: exile it instead", "Vitality Charm: regenerate"]
    assert sorted(ja.action(a, "order_replacements") for a in acts) == [
        "忌み者の火刑：代わりにそれを追放する", "活力の魔除け：再生する"]


def test_prevention_shields_read_in_japanese_in_the_view_with_the_resolved_spell_named() -> None:
    """CR 615, 616.1: Shock at Glory Seeker, shielded by Kurbis's "prevent all damage" and
    by Sunfire Balm's "the next 4": its controller chooses which applies first. The view
    gives each option's Japanese (軽減効果, as the web client shows it) and names Sunfire
    Balm, which has resolved, by its name, not as a hidden card."""
    s = Scenario(seed=1)
    s.battlefield(0, "Mountain")
    s.hand(0, "Shock")
    s.battlefield(1, "Kurbis, Harvest Celebrant", counters={"+1/+1": 3})
    s.battlefield(1, "Glory Seeker", counters={"+1/+1": 1})
    s.battlefield(1, "Plains", "Plains", "Plains")
    s.hand(1, "Sunfire Balm")
    d = Driver(s.build())
    seeker, kurbis = d.find("Glory Seeker"), d.find("Kurbis, Harvest Celebrant")
    d.cast(0, "Shock", targets=[seeker])
    d.pass_priority()
    d.activate(1, kurbis, targets=[seeker])
    d.resolve()
    d.pass_priority()
    d.cast(1, "Sunfire Balm", targets=[seeker])
    d.resolve()
    d.resolve()
    d.expect("order_replacements")
    options = d.game.view(1)["decision"]["options"]
    assert sorted((o["source"], o["source_object"], o["effect"], o["effect_ja"])
                  for o in options) == [
        ("Kurbis, Harvest Celebrant", kurbis, "prevention effect", "軽減効果"),
        ("Sunfire Balm", None, "prevention effect", "軽減効果")]
    ja = Describer(d.game, 1, "ja")
    assert sorted(ja.action(a, "order_replacements") for a in d.game.legal_actions()) == [
        "収穫の祝賀者、クルビス：軽減効果", "陽光の香油：軽減効果"]
