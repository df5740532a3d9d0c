end-reason-grimwood-last_turns_played = The deck ran out, and everyone else has had a last turn.
game-grimwood-name = The Grimwood
game-grimwood-tagline = Draw, steal and summon creatures of the dark forest into scoring combos.
options-grimwood-identical_locations = Three identical locations
options-grimwood-identical_locations-false = Not a combo (rulebook)
options-grimwood-identical_locations-true = A 3-point combo (variant)
options-grimwood-first_player = First player
options-grimwood-first_player-random = Chosen at random
options-grimwood-first_player-seat = { $name } (seat { $n })
end-tiebreak-grimwood-shared = The top score was tied: the victory is shared.
seatfield-grimwood-amulet = Amulet
seatfield-grimwood-amulet-ask = Ask me
seatfield-grimwood-amulet-always = Always block
seatfield-grimwood-amulet-never = Never block
grimwood-card-amazon = Amazon
grimwood-card-amazon-help = Name a card: every other player holding one gives you one.
grimwood-card-boogeyman = Boogeyman
grimwood-card-boogeyman-help = Swap hands with another player.
grimwood-card-bride = Bride
grimwood-card-bride-help = Take a male supernatural from another player's combo; you may use its power.
grimwood-card-centaur = Centaur
grimwood-card-centaur-help = Take the top card of the discard pile; you may play it.
grimwood-card-dark_unicorn = Dark Unicorn
grimwood-card-dark_unicorn-help = Every other player discards a random card.
grimwood-card-demon = Demon
grimwood-card-demon-help = Send any combo to the discard pile.
grimwood-card-dracula = Dracula
grimwood-card-dracula-help = Steal 2 cards from one player's hand.
grimwood-card-dragon = Dragon
grimwood-card-dragon-help = Its combo is safe from powers, and closed to new cards.
grimwood-card-dwarf = Dwarf
grimwood-card-dwarf-help = Take the top discard and the top deck card: keep one, discard the other.
grimwood-card-elf = Elf
grimwood-card-elf-help = Use again the power of a supernatural you control.
grimwood-card-faeries = Faeries
grimwood-card-faeries-help = Take any 2 cards from the discard pile; you may play one.
grimwood-card-ghouls = Ghouls
grimwood-card-ghouls-help = Draw a card or steal one from a hand.
grimwood-card-giant = Giant
grimwood-card-giant-help = Take any card from the discard pile; you may play it.
grimwood-card-goblins = Goblins
grimwood-card-goblins-help = Steal 3 cards from one or more players.
grimwood-card-highwayman = Highwayman
grimwood-card-highwayman-help = Swap one of your combos with another player's.
grimwood-card-hydra = Hydra
grimwood-card-hydra-help = Look at one player's hand.
grimwood-card-mage = Mage
grimwood-card-mage-help = Draw 2 cards.
grimwood-card-nymph = Nymph
grimwood-card-nymph-help = Take a supernatural from another player's combo and use its power.
grimwood-card-shadow_queen = Shadow Queen
grimwood-card-shadow_queen-help = Look at every hand, then steal a random card from one.
grimwood-card-sorceress = Sorceress
grimwood-card-sorceress-help = Give up your Owls or Crows to make any combo yours.
grimwood-card-eternals = The Eternals
grimwood-card-eternals-help = Fill your hand to 7 by drawing and/or stealing.
grimwood-card-laraki = The Laraki
grimwood-card-laraki-help = Take one discard per player: keep one, give one to each other player.
grimwood-card-troll = Troll
grimwood-card-troll-help = One player discards a card you pick at random.
grimwood-card-werewolf = Werewolf
grimwood-card-werewolf-help = A player of your choice loses their next turn.
grimwood-card-rune = Rune
grimwood-card-rune-help = Play it for 2 more actions this turn.
grimwood-card-amulet = Amulet
grimwood-card-amulet-help = Blocks one steal from your hand.
grimwood-card-owl = Owl
grimwood-card-owl-help = 3 Owls make a 10-point combo.
grimwood-card-crow = Crow
grimwood-card-crow-help = 3 Crows make a 10-point combo.
grimwood-card-path = Path
grimwood-card-path-help = Path, Swamp and Clearing make a 5-point combo.
grimwood-card-swamp = Swamp
grimwood-card-swamp-help = Path, Swamp and Clearing make a 5-point combo.
grimwood-card-clearing = Clearing
grimwood-card-clearing-help = Path, Swamp and Clearing make a 5-point combo.
grimwood-card-boogeyman-more = A male creature: the Bride can take it from your combo.
grimwood-card-demon-more = A male creature: the Bride can take it from your combo.
grimwood-card-dracula-more = A male creature: the Bride can take it from your combo.
grimwood-card-dwarf-more = A male creature: the Bride can take it from your combo.
grimwood-card-giant-more = A male creature: the Bride can take it from your combo.
grimwood-card-mage-more = A male creature: the Bride can take it from your combo.
grimwood-card-troll-more = A male creature: the Bride can take it from your combo.
grimwood-card-werewolf-more = A male creature: the Bride can take it from your combo.
grimwood-card-dragon-more = Lay it last into the combo you want to protect: nothing can join that combo afterwards.
grimwood-card-elf-more = Not the Elf itself, the Dragon, or a creature in a combo with the Dragon.
grimwood-card-nymph-more = Not from a combo with the Dragon. The creature joins one of your combos or starts a new one.
grimwood-card-hidden = a face-down card
grimwood-card-aria = { $name } ({ $kind }): { $help }
grimwood-category-supernatural = Supernatural
grimwood-category-animal = Animal
grimwood-category-setting = Location
grimwood-category-rune = Rune
grimwood-category-amulet = Amulet
grimwood-combo-supernatural = Supernatural
grimwood-combo-owls = Owls
grimwood-combo-crows = Crows
grimwood-combo-locations = Locations
grimwood-combo-paths = Paths
grimwood-combo-swamps = Swamps
grimwood-combo-clearings = Clearings
grimwood-board-over = The game is over
grimwood-board-turn = { $name }'s turn
grimwood-board-actions_left =
    { $count ->
        [one] { $count } action left
       *[other] { $count } actions left
    }
grimwood-board-final = The deck ran out when { $name } drew the last card: everyone else takes one last turn.
grimwood-board-you = you
grimwood-board-bot = computer ({ $level })
grimwood-board-skips =
    { $count ->
        [one] loses next turn
       *[other] loses next { $count } turns
    }
grimwood-board-last = last
grimwood-board-last_turn = last turn
grimwood-board-score = Score
grimwood-board-points = pts
grimwood-board-points-n =
    { $count ->
        [one] { $count } pt
       *[other] { $count } pts
    }
grimwood-board-seat-pick = Choose { $name }
grimwood-board-hand_count =
    { $count ->
        [one] { $count } card in hand
       *[other] { $count } cards in hand
    }
grimwood-board-combos-none = No combos yet
grimwood-board-combo-new = New combo
grimwood-board-combo-locked = { $kind } · locked
grimwood-board-combo-aria = { $name }'s { $kind } combo: { $cards }, { $points } points
grimwood-board-table = The table
grimwood-board-deck =
    { $count ->
        [one] Deck: { $count } card
       *[other] Deck: { $count } cards
    }
grimwood-board-deck-aria =
    { $count ->
        [one] The deck, { $count } card left
       *[other] The deck, { $count } cards left
    }
grimwood-board-deck-aria-hint = The deck, { $count } left: { $hint }
grimwood-board-discard =
    { $count ->
        [one] Discard: { $count } card
       *[other] Discard: { $count } cards
    }
grimwood-board-discard-aria =
    { $count ->
        [one] The discard pile, { $count } card, { $card } on top
       *[other] The discard pile, { $count } cards, { $card } on top
    }
grimwood-board-discard-aria-empty = The discard pile, empty
grimwood-board-empty = Empty
grimwood-board-mine = { $name }: your combos
grimwood-board-hand =
    { $count ->
        [one] Your hand: { $count } card
       *[other] Your hand: { $count } cards
    }
grimwood-board-guard = When someone steals from you, your Amulet:
grimwood-board-runes = Runes in play this turn
grimwood-reveal-discard = The discard pile: choose a card
grimwood-reveal-held = The cards in play: choose one
grimwood-reveal-table = Supernaturals on the table: choose one
grimwood-reveal-name = Name a card
grimwood-reveal-look = { $name }'s hand (only you see this)
grimwood-reveal-lay = Laying
grimwood-reveal-pile =
    { $count ->
        [one] The discard pile: { $count } card, top first
       *[other] The discard pile: { $count } cards, top first
    }
grimwood-board-discard-browse = See all
grimwood-board-discard-hide = Hide the pile
grimwood-warn-no_power = You have no action left: a supernatural laid now goes down without using its power.
grimwood-reveal-play_now = Just taken: play one now, or keep them
grimwood-info-power = Power, used once when it is laid (if you wish): { $help }
grimwood-info-power-dragon = No power to use: it works by itself from the moment it is laid. { $help }
grimwood-info-supernatural = Counts in a supernatural combo: 1 card scores 1 point, 2 score 2, 3 score 5, 4 score 10 and 5 score 15.
grimwood-info-owl = Three Owls laid together from your hand make a 10-point combo.
grimwood-info-crow = Three Crows laid together from your hand make a 10-point combo.
grimwood-info-sacrifice = With the Sorceress, such a combo can be given up to take any combo.
grimwood-info-location = A Path, a Swamp and a Clearing laid together from your hand make a 5-point combo.
grimwood-info-identical = In this game three { $kind } also make a 3-point combo.
grimwood-info-rune = Play it as one of your actions: you get 2 more actions this turn. It also lets several supernaturals laid together each use their power.
grimwood-info-amulet = Keep it in your hand: it stops one card being stolen from you, then goes to the discard pile. A player stealing with a plain steal also loses the rest of their turn.
grimwood-info-no_points = It scores no points.
grimwood-info-combo = { $name }'s { $kind } combo
grimwood-info-combo-points =
    { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
grimwood-info-combo-locked =
    { $count ->
        [one] { $count } point, locked by the Dragon
       *[other] { $count } points, locked by the Dragon
    }
grimwood-info-combo-card = { $name }: { $help }
grimwood-end-total =
    { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
grimwood-end-no_combos = No combos, so no points.
grimwood-button-draw = Draw a card
grimwood-button-end = End turn
grimwood-button-set = Lay { $kind } combo
grimwood-button-new = Start a new combo
grimwood-button-new-no_power = New combo, without power
grimwood-button-no_power = { $label }, without power
grimwood-button-rune_power = Play a Rune for another power
grimwood-button-into = Add to { $kind } combo ({ $cards })
grimwood-button-cancel = Cancel
grimwood-button-power = Use { $card }
grimwood-button-skip = No power
grimwood-button-keep = Keep in hand
grimwood-button-block = Block with an Amulet
grimwood-button-allow = Let it happen
grimwood-button-steal = Steal from { $name }
grimwood-button-seat = { $name }
grimwood-hint-draw = Draw
grimwood-hint-steal = Steal
grimwood-hint-choose = Choose
grimwood-hint-pick_first = Choose a supernatural in your hand first.
grimwood-hint-not_yours = That combo is not yours.
grimwood-start = The forest is dealt: 3 cards each.
grimwood-turn =
    { $final ->
        [true] { $seat }'s last turn
       *[other] { $seat }'s turn
    }
grimwood-draw =
    { $card ->
        [none] { $who } drew a card.
       *[other] { $who } drew { $card }.
    }
grimwood-last_card = { $who } drew the last card of the deck: everyone else plays one last turn.
grimwood-try_steal = { $who } tries to steal from { $victim }.
grimwood-steal =
    { $card ->
        [none] { $who } stole a card from { $victim }.
       *[other] { $who } stole { $card } from { $victim }.
    }
grimwood-discard_random = { $who } discarded { $card } (picked at random).
grimwood-rune = { $who } played a Rune: 2 more actions.
grimwood-set = { $who } laid a combo of { $cards }.
grimwood-amulet_mode = { $who } set their Amulet to “{ $mode }”.
grimwood-end_turn = { $who } ended their turn.
grimwood-lay = { $who } laid { $cards }.
grimwood-discard = { $who } discarded { $card }.
grimwood-amulet = { $who } blocked { $thief }'s steal with an Amulet.
grimwood-turn_lost = { $who } loses the rest of the turn.
grimwood-runes_discarded = The Runes played this turn go to the discard pile.
grimwood-skip = { $who } loses this turn to the Werewolf.
grimwood-game_over = Game over: { $result }.
grimwood-log-score = { $name } { $score }
grimwood-log-nothing = nothing
grimwood-power =
    { $via ->
        [none] { $who } uses the power of { $card }.
       *[other] { $who } uses the power of { $card } (through { $via }).
    }
grimwood-take_discard = { $who } took { $card } from the discard pile.
grimwood-dwarf_deck =
    { $card ->
        [none] { $who } took the top card of the deck.
       *[other] { $who } took { $card } from the top of the deck.
    }
grimwood-laraki = { $who } took { $cards } from the discard pile.
grimwood-look =
    { $cards ->
        [none] { $who } looked at { $target }'s hand.
       *[other] { $who } looked at { $target }'s hand: { $cards }.
    }
grimwood-swap_hands = { $who } swapped hands with { $target }.
grimwood-werewolf = { $who } makes { $target } lose their next turn.
grimwood-sacrifice = { $who } gave up a combo to the Sorceress.
grimwood-demon = { $who } sent { $owner }'s combo to the discard pile.
grimwood-highwayman = { $who } swapped a combo with { $owner }.
grimwood-sorceress = { $who } made { $owner }'s combo their own.
grimwood-take_played = { $who } took { $card } from { $owner }.
grimwood-dwarf_keep = { $who } kept one card and discarded { $discarded }.
grimwood-laraki_keep = { $who } kept { $card }.
grimwood-laraki_give = { $who } gave { $card } to { $target }.
grimwood-give =
    { $card ->
        [none] { $who } gave { $target } a card ({ $name }).
       *[other] { $who } gave { $card } to { $target }.
    }
grimwood-amazon =
    { $givers ->
        [none] { $who } named { $name }: nobody had one.
       *[other] { $who } named { $name }: { $givers } handed one over.
    }
grimwood-refuse-game_over = The game is over: look at the results, or start a new game.
grimwood-refuse-no_action = You have no action left this turn. You can still lay combos, or end your turn.
grimwood-refuse-deck_empty = The deck is empty: there is nothing left to draw. Steal from another player's hand instead.
grimwood-refuse-steal_self = You cannot steal from yourself. Choose another player who holds cards.
grimwood-refuse-steal_no_seat = There is no such player. Choose one of the other players.
grimwood-refuse-steal_empty_hand = { $seat } has no cards in hand, so there is nothing to take. Choose a player who holds cards.
grimwood-refuse-not_in_hand = { $card } is not in your hand. Choose one of the cards you hold.
grimwood-refuse-no_such_card = There is no such card. Choose one of the cards you hold.
grimwood-refuse-not_a_rune = { $card } is not a Rune, so it gives no extra actions. Tap a Rune to play it, or a supernatural to lay it.
grimwood-refuse-not_supernatural = { $card } cannot go down on its own: only supernaturals can. Owls, Crows and locations are laid three at a time, once you hold a whole combo.
grimwood-refuse-set_variant = Three { $kind } make a combo only in the variant chosen when the game is set up. Lay a Path, a Swamp and a Clearing together instead.
grimwood-refuse-set_missing = To lay this combo you need { $need } in your hand: the three go down together. Draw or steal the missing cards first.
grimwood-refuse-no_such_set = There is no such combo. Three Owls, three Crows, or a Path, a Swamp and a Clearing can be laid together.
grimwood-refuse-amulet_same = Your Amulet is already set to “{ $mode }”. Choose another setting, or leave it as it is.
grimwood-refuse-amulet_mode = Your Amulet can be set to Ask me, Always block or Never block. Choose one of these.
grimwood-refuse-not_your_combo = That combo belongs to { $owner }. Your supernaturals join only your own combos: choose one of yours or start a new one.
grimwood-refuse-no_such_combo = That combo is not on the table. Choose one of the lit combos.
grimwood-refuse-locked_join = That combo holds the Dragon: it is closed and no card can join it. Choose another of your combos or start a new one.
grimwood-refuse-not_supernatural_combo = Your { $kind } combo stays as it is: only supernatural combos take more creatures. Choose a supernatural combo or start a new one.
grimwood-refuse-combo_full = A combo holds at most { $cap } supernaturals, and these would make it bigger. Choose another combo or start a new one.
grimwood-refuse-lay_cap = At most { $cap } supernaturals go down together. Choose the combo for these now, and lay the others afterwards.
grimwood-refuse-already_chosen = { $card } is already chosen. Add another supernatural from your hand, or choose the combo they join.
grimwood-refuse-power_no_action = Using a power takes an action and you have none left. Choose No power to go on.
grimwood-refuse-one_power = Supernaturals laid together give only one power, unless you have a Rune. You hold none: choose No power to go on.
grimwood-refuse-one_power_rune = Supernaturals laid together give only one power, unless you have a Rune. Play your Rune first (it takes one action and gives two), then use this power.
grimwood-refuse-rune_not_now = Your Rune would unlock nothing here. Choose one of the powers, or No power.
grimwood-refuse-power_not_laid = Only the supernaturals you have just laid can use their power now. Choose one of them, or No power.
grimwood-refuse-power_idle = { $card }'s power has nothing to act on right now. Choose another power, or No power.
grimwood-refuse-locked_power = That combo holds the Dragon: no power can touch it. Choose another combo.
grimwood-refuse-locked_card = That creature sits in a combo with the Dragon: no power can touch it. Choose another one.
grimwood-refuse-combo_theirs = This power works on another player's combo, not on yours. Choose one of theirs.
grimwood-refuse-combo_mine = Choose one of your own combos to give in exchange.
grimwood-refuse-combo_sacrifice = The Sorceress needs one of your combos of three Owls or three Crows to give up. Choose one of those.
grimwood-refuse-bride_male = The Bride takes only a male supernatural (Boogeyman, Demon, Dracula, Dwarf, Giant, Mage, Troll or Werewolf) from another player's combo. Choose one of those.
grimwood-refuse-elf_choice = The Elf uses again the power of another supernatural in your combos, one that can do something now. Choose one of the lit cards.
grimwood-refuse-nymph_choice = The Nymph takes a supernatural from another player's combo. Choose one of the lit cards.
grimwood-refuse-card_choice = Choose one of the cards shown.
grimwood-refuse-no_amulet = You hold no Amulet, so you cannot block. Choose Let it happen.
grimwood-refuse-player_self = This power works on another player, not on you. Choose one of the others.
grimwood-refuse-player_choice = Choose one of the lit players.
grimwood-refuse-name_choice = Name a card of the game: an animal, a location, a Rune, an Amulet, or a supernatural by its name (not the Amazon).
grimwood-refuse-goblins_steal = The Goblins only steal: they draw nothing from the deck. Choose a player who holds cards.
grimwood-refuse-eternals_full = Your hand already holds { $cap } cards: The Eternals have nothing left to fill.
grimwood-refuse-play_now_choice = Only a supernatural or a Rune you have just taken can be played now. Choose one of those, or keep them in hand.
grimwood-refuse-discard_choice =
    { $count ->
        [one] Choose a card from your hand to discard: you hold { $count } card too many.
       *[other] Choose a card from your hand to discard: you hold { $count } cards too many.
    }
grimwood-refuse-step-turn = That cannot be done now. On your turn you can draw, steal, lay a supernatural, play a Rune, lay a combo, or end your turn.
grimwood-refuse-step-lay = First choose where the supernaturals you are laying go: one of your combos or a new one. Or add another from your hand, or cancel.
grimwood-refuse-step-power = First decide about the powers of the supernaturals you just laid: use one, or choose No power.
grimwood-refuse-step-place = First choose the combo this supernatural joins: one of yours, or a new one.
grimwood-refuse-step-play_now = First decide about the cards you just took: play one now, or keep them in hand.
grimwood-refuse-step-player = First choose a player for this power.
grimwood-refuse-step-combo = First choose a combo for this power.
grimwood-refuse-step-card = First choose one of the cards shown.
grimwood-refuse-step-name = First name a card for the Amazon.
grimwood-refuse-step-source = First choose: draw from the deck, or steal from a player.
grimwood-refuse-step-amulet = First answer the steal from your hand: block it with an Amulet, or let it happen.
grimwood-refuse-step-discard = You hold more than 7 cards: first choose the cards to discard.
grimwood-need-owls = three Owls
grimwood-need-crows = three Crows
grimwood-need-locations = a Path, a Swamp and a Clearing
grimwood-need-paths = three Paths
grimwood-need-swamps = three Swamps
grimwood-need-clearings = three Clearings
grimwood-prompt-turn =
    { $count ->
        [one] Your turn: { $count } action left. Draw, steal, play a card or lay combos.
       *[other] Your turn: { $count } actions left. Draw, steal, play a card or lay combos.
    }
grimwood-prompt-turn-none = No actions left: you can still lay combos, but a supernatural laid now cannot use its power. Or end your turn.
grimwood-prompt-lay = Add more supernaturals, or choose the combo they go into.
grimwood-prompt-lay_no_power = No action left: these supernaturals go down without using their power. Choose their combo, add more, or cancel.
grimwood-prompt-power = Use one power of the supernaturals you just laid, or none.
grimwood-prompt-power-rune = Supernaturals laid together give one power, unless you have a Rune: play yours (it takes one action and gives two) to use more. Choose a power, your Rune, or No power.
grimwood-prompt-power-rune_only = You used one power of these supernaturals. With your Rune (it takes one action and gives two) you may use another: play it, or choose No power.
grimwood-prompt-power-free = You may use the power of the card you just took, free of charge, or not.
grimwood-prompt-place = Choose the combo for { $card }.
grimwood-prompt-play_now = Play one of the cards you just took, or keep them in hand.
grimwood-prompt-player = Choose a player.
grimwood-prompt-boogeyman = Boogeyman: choose a player to swap hands with.
grimwood-prompt-dracula = Dracula: choose a player to steal 2 cards from.
grimwood-prompt-hydra = Hydra: choose a player whose hand you look at.
grimwood-prompt-shadow_queen = Shadow Queen: choose a player to steal a random card from.
grimwood-prompt-troll = Troll: choose a player who discards a random card.
grimwood-prompt-werewolf = Werewolf: choose a player who loses their next turn.
grimwood-prompt-combo = Choose a combo.
grimwood-prompt-demon = Demon: choose a combo to send to the discard pile.
grimwood-prompt-highwayman_theirs = Highwayman: choose another player's combo to take.
grimwood-prompt-highwayman_mine = Highwayman: choose the combo of yours to give in exchange.
grimwood-prompt-sorceress_sacrifice = Sorceress: choose your Owls or Crows to give up.
grimwood-prompt-sorceress_take = Sorceress: choose the combo to make yours.
grimwood-prompt-card = Choose a card.
grimwood-prompt-nymph = Nymph: choose another player's supernatural to take; its power follows.
grimwood-prompt-bride = Bride: choose another player's male supernatural to take.
grimwood-prompt-elf = Elf: choose a supernatural you control whose power you use again.
grimwood-prompt-giant = Giant: choose a card from the discard pile.
grimwood-prompt-faeries =
    { $count ->
        [one] Faeries: choose { $count } more card from the discard pile.
       *[other] Faeries: choose { $count } cards from the discard pile.
    }
grimwood-prompt-dwarf = Dwarf: choose the card to keep; the other is discarded.
grimwood-prompt-laraki_keep = The Laraki: choose the card you keep.
grimwood-prompt-laraki_give = The Laraki: choose the card { $to } gets.
grimwood-prompt-name = Name a card.
grimwood-prompt-amazon = Amazon: name a card every other player must give you if they hold one.
grimwood-prompt-source = Draw or steal.
grimwood-prompt-ghouls = Ghouls: draw a card or steal one from a hand.
grimwood-prompt-goblins =
    { $count ->
        [one] Goblins: { $count } more steal: choose a player.
       *[other] Goblins: { $count } steals left: choose a player for the next.
    }
grimwood-prompt-eternals =
    { $count ->
        [one] The Eternals: { $count } more card: draw or steal.
       *[other] The Eternals: { $count } more cards: draw or steal.
    }
grimwood-prompt-amulet = { $thief } is stealing from your hand. Block it with an Amulet?
grimwood-prompt-discard =
    { $count ->
        [one] Too many cards: discard { $count } more.
       *[other] Too many cards: discard { $count } more.
    }
