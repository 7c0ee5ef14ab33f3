"""The table of Oracle rewordings shared by the importer and the render comparison (`cards.wording`)."""

from kitchentable.cards.render.compare import modern_wording
from kitchentable.cards.wording import apply_updates


def test_a_replacement_keeps_the_capital_of_a_sentence_s_first_word() -> None:
    assert apply_updates("Put the top card of your library into your graveyard.") == "Mill a card."
    assert apply_updates("then put the top two cards of your library into your graveyard") == "then mill two cards"
    assert apply_updates("Activate this ability only any time you could cast a sorcery.") == \
        "Activate only as a sorcery."


def test_the_pronoun_updates_read_as_today_s_oracle() -> None:
    assert apply_updates("Any player may have ~ deal 5 damage to him or her.") == \
        "Any player may have ~ deal 5 damage to them."
    assert apply_updates("Target player discards a card of his or her choice.") == \
        "Target player discards a card of their choice."


def test_the_comparison_also_speaks_the_rewordings_only_the_rendering_uses() -> None:
    assert modern_wording("When ~ enters the battlefield, investigate.") == "When ~ enters, create a Clue token."
    assert modern_wording("with total converted mana costs 3 or less") == "with total mana value 3 or less"


def test_them_naming_the_player_of_the_trigger_reads_that_player() -> None:
    old = ("At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, "
           "Lavaborn Muse deals 3 damage to them.")
    assert apply_updates(old) == old.replace("to them.", "to that player.")
    assert apply_updates("Any player may have ~ deal 6 damage to them.") == \
        "Any player may have ~ deal 6 damage to them."


def test_the_2017_look_at_any_time_reads_as_today_s_oracle() -> None:
    assert apply_updates("You may look at the top card of your library. (You may do this at any time.)") == \
        "You may look at the top card of your library any time."


def test_the_2018_instead_no_longer_names_the_target_again() -> None:
    """Burst Lightning, Akoum Hellkite: "it deals 4 damage to that creature or player instead" reads "it deals 4
    damage instead" since the 2018 update that made "any target"."""
    assert apply_updates("If Burst Lightning was kicked, it deals 4 damage to that creature or player instead.") == \
        "If Burst Lightning was kicked, it deals 4 damage instead."
    assert apply_updates("~ deals X plus 2 damage to that creature or player instead if ...") == \
        "~ deals X plus 2 damage instead if ..."


def test_a_zone_exiled_whole_is_named_as_today_s_text_names_it() -> None:
    assert apply_updates("When ~ enters the battlefield, exile all cards from all graveyards.") == \
        "When ~ enters the battlefield, exile all graveyards."
    assert apply_updates("Exile all cards from target player's graveyard.") == \
        "Exile all cards from target player's graveyard."  # one player's graveyard keeps its words


def test_the_shuffle_after_a_search_of_several_zones_reads_as_today_s_oracle() -> None:
    assert apply_updates("If you search your library this way, shuffle it.") == \
        "If you search your library this way, shuffle."


def test_naming_a_card_reads_as_today_s_choose_a_card_name() -> None:
    assert modern_wording("As ~ enters the battlefield, name a nonland card.") == \
        "As ~ enters, choose a nonland card name."
    assert modern_wording("The named card can't be cast.") == "Spells with the chosen name can't be cast."
    assert apply_updates("Activated abilities of sources with that name can't be activated.") == \
        "Activated abilities of sources with the chosen name can't be activated."
