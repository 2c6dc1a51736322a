"""Small legal Commander decks for the tests (CR 903.5): a legendary commander, twenty
singleton creatures of its colour that are implemented, and basic lands up to 100 cards.
They are test data, not bundled decks: the bundled Commander decks are the two precons."""

from __future__ import annotations

from pathlib import Path

from manastack.formats.decklist import DeckList, parse_decklist

_DECKS = {
    "cmdr_white": ("Adeline, Resplendent Cathar", "Plains", [
        "Glory Seeker", "Daru Cavalier", "Gustcloak Runner", "Foothill Guide", "Whipcorder",
        "Disciple of Grace", "Battlefield Medic", "Gravel Slinger", "Catapult Squad",
        "Dawning Purist", "True Believer", "Cathar Commando", "Clarion Cathars", "Loyal Gryff",
        "Gavony Trapper", "Duelcraft Trainer", "Intrepid Adversary", "Candlegrove Witch",
        "Doubtless One", "Gustcloak Sentinel"]),
    "cmdr_black": ("Jadar, Ghoulcaller of Nephalia", "Swamp", [
        "Festering Goblin", "Severed Legion", "Hobbling Zombie", "Siege Zombie",
        "Bat Whisperer", "Arrogant Outlaw", "Champion of the Perished", "Morbid Opportunist",
        "Novice Occultist", "Spined Basher", "Haunted Cadaver", "Screeching Buzzard",
        "Entrails Feaster", "Disciple of Malice", "Accursed Centaur", "Headhunter",
        "Cabal Executioner", "Undead Gladiator", "Wretched Anurid", "Slaughter Specialist"]),
    "cmdr_red": ("Rorix Bladewing", "Mountain", [
        "Goblin Sky Raider", "Goblin Piledriver", "Battering Craghorn", "Skirk Commando",
        "Spitfire Handler", "Goblin Sledder", "Nosy Goblin", "Reckless One",
        "Embermage Goblin", "Sparksmith", "Blistering Firecat", "Falkenrath Pit Fighter",
        "Voldaren Ambusher", "Voldaren Stinger", "Lambholt Harrier", "Festival Crasher",
        "Thermo-Alchemist", "Bloodthirsty Adversary", "Famished Foragers",
        "Crossroads Candleguide"]),
    "cmdr_green": ("Saryth, the Viper's Fang", "Forest", [
        "Elvish Warrior", "Elvish Vanguard", "Wirewood Elf", "Leery Fogbeast", "Wellwisher",
        "Symbiotic Elf", "Wirewood Savage", "Bounding Wolf", "Snarling Wolf", "Pestilent Wolf",
        "Briarbridge Tracker", "Brood Weaver", "Dawnhart Mentor", "Timberland Guide",
        "Harvesttide Sentry", "Eccentric Farmer", "Elvish Scrapper", "Heedless One",
        "Birchlore Rangers", "Ravenous Baloth"]),
}
NAMES = tuple(_DECKS)


def deck_text(name: str) -> str:
    commander, basic, cards = _DECKS[name]
    body = "".join(f"1 {c}\n" for c in cards)
    return (f"Name {name}\nCommander\n1 {commander}\nDeck\n{body}"
            f"{99 - len(cards)} {basic}\n")


def deck(name: str) -> DeckList:
    return parse_decklist(deck_text(name))


def write_decks(folder: Path) -> list[str]:
    """Write the four decks into ``folder``; their paths, in ``NAMES`` order."""
    out = []
    for name in NAMES:
        path = folder / f"{name}.txt"
        path.write_text(deck_text(name), encoding="utf-8")
        out.append(str(path))
    return out
