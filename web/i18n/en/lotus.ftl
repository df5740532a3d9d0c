# Lotus: its name, options, board, and the engine's log, prompt and refusal messages.
# The game module (web/games/lotus/index.js) turns raw engine arguments into words first:
# { $cards } is already "red Lily, wild Lily"; a flower's type number comes beside its name
# ($flower_type, $type) for languages whose words depend on it.

end-reason-lotus-final_turns_played = A deck ran out, and everyone has had their last turn.
game-lotus-name = Lotus
game-lotus-tagline = Grow flowers petal by petal and send your insect guardians to win control of them.
options-lotus-final_round = Final round
options-lotus-final_round-everyone = All play one more turn (rulebook)
options-lotus-final_round-finish_round = Only finish the current round (house rule)
options-lotus-first_player = First player
options-lotus-first_player-random = Chosen at random
options-lotus-first_player-seat = { $name } (seat { $n })
insect-red = Ladybug
insect-blue = Dragonfly
insect-yellow = Butterfly
insect-green = Caterpillar
lotus-flower-3 = Iris
lotus-flower-4 = Primrose
lotus-flower-5 = Cherry Blossom
lotus-flower-6 = Lily
lotus-flower-7 = Lotus
lotus-power-elder = Elder Guardian
lotus-power-path = Enlightened Path
lotus-power-growth = Infinite Growth
lotus-power-elder-short = Elder
lotus-power-path-short = Path
lotus-power-growth-short = Growth
lotus-power-elder-help = Gain your elder guardian: it counts 2 for control.
lotus-power-path-help = Your hand holds 5 cards from now on.
lotus-power-growth-help = Play any number of cards of one type in a single action.
lotus-reward-token = Scoring token (5 points)
lotus-reward-token-help = Worth 5 points at the end.
lotus-card = { $colour } { $flower }
lotus-card-wild = wild { $flower }
lotus-card-hidden = a card
lotus-card-aria = { $flower } ({ $type }), { $colour }, { $symbols }
lotus-card-symbols =
    { $count ->
        [one] { $count } guardian symbol
       *[other] { $count } guardian symbols
    }
lotus-card-no_symbols = no guardian symbol
lotus-guardian = { $insect }
lotus-guardian-elder = elder { $insect }
lotus-guardian-aria = { $name }'s { $insect } guardian
lotus-guardian-elder-aria = { $name }'s elder guardian (counts 2)
lotus-board-garden = Garden
lotus-board-bed-count = { $n }/{ $type }
lotus-board-bed-empty = No { $flower } growing
lotus-board-bed-start = Start { $flower } here
lotus-board-bed-aria = { $flower }: { $n } of { $type } petals. { $cards }
lotus-board-bed-aria-empty = { $flower }: no flower growing
lotus-board-controls = controls
lotus-board-tied = tied
lotus-board-strength-aria = { $name }: strength { $n }
lotus-board-nobody = No strength yet
lotus-board-wild = Wildflowers
lotus-board-wild-deck = Deck
lotus-board-wild-deck-aria =
    { $count ->
        [one] { $count } wildflower left in the deck
       *[other] { $count } wildflowers left in the deck
    }
lotus-board-wild-empty = Empty
lotus-board-hand = { $name }'s hand
lotus-board-hand-hidden = Hands are hidden
lotus-board-deck = Your deck
lotus-board-deck-count =
    { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
lotus-board-deck-aria = Your deck, { $cards }
lotus-board-deck-aria-hint = Your deck, { $cards }: { $hint }
lotus-board-hand-count = { $n }/{ $limit }
lotus-board-strength-leader = { $text } ({ $state })
lotus-board-seat-you = you
lotus-board-seat-bot = computer ({ $level })
lotus-board-seat-deck = Deck
lotus-board-seat-hand = Hand
lotus-board-seat-petals = Petals
lotus-board-seat-tokens = Tokens
lotus-board-seat-score = Score
lotus-board-seat-hand-count = { $n }/{ $limit }
lotus-board-seat-tokens-count = ×{ $count }
lotus-board-seat-supply = Guardians in supply
lotus-board-seat-no_powers = No powers yet
lotus-board-seat-last_turn = last turn
lotus-board-seat-turn = playing
lotus-board-last = last move
lotus-board-status-turn = { $name }'s turn
lotus-board-status-left =
    { $count ->
        [one] { $count } action left
       *[other] { $count } actions left
    }
lotus-board-status-refill = refilling the hand
lotus-board-status-reward = { $name } chooses a reward
lotus-board-status-final = Final round: { $name } drew the last card of their deck.
lotus-board-status-over = The game is over.
lotus-board-selection =
    { $count ->
        [one] { $count } card chosen
       *[other] { $count } cards chosen
    }
lotus-hint-confirm = Exchange now
lotus-hint-draw = Draw
lotus-button-start = Start a new { $flower }
lotus-button-confirm =
    { $count ->
        [one] Exchange { $count } card
       *[other] Exchange { $count } cards
    }
lotus-button-place = Place on the { $flower }
lotus-button-cancel = Cancel
lotus-group-exchange = Exchange cards…
lotus-choose-play = Play the { $card }
lotus-choose-exchange = Exchange the { $card } with your deck
lotus-choose-move = Move your { $guardian }
lotus-choose-to = Move it to the { $flower }
lotus-choose-wild = Take the { $card } from the wildflowers
lotus-button-pass = Pass (nothing is possible)
lotus-button-draw = Draw from your deck
lotus-prompt-action =
    { $count ->
        [one] Last action: play or exchange cards, or move a guardian.
       *[other] Take an action ({ $count } left): choose cards to play or exchange, or a guardian to move.
    }
lotus-prompt-play = Add another card of the same type, or choose the flower.
lotus-prompt-exchange = Add another card to exchange, or tap your deck to exchange now.
lotus-prompt-move = Choose the flower the guardian moves to.
lotus-prompt-reward = You control the { $flower }: choose a reward.
lotus-prompt-refill = Refill your hand to { $limit } cards: draw from your deck or take a wildflower.
lotus-play =
    { $new ->
        [true] { $who } started { $flower_type ->
            [3] an
           *[other] a
        } { $flower } with { $cards }.
       *[other] { $who } played { $cards } on the { $flower }.
    }
lotus-exchange =
    { $cards ->
        [none] { $who } exchanged { $count ->
            [one] 1 card
           *[other] { $count } cards
        }.
       *[other] { $who } exchanged { $cards } and drew { $drawn }.
    }
lotus-move =
    { $source ->
        [none] { $who } sent their { $guardian } to the { $flower }.
       *[other] { $who } moved their { $guardian } from the { $source } to the { $flower }.
    }
lotus-pass = { $who } could do nothing and passed.
lotus-complete = { $seat } completed the { $flower } and collects { $petals } petals. { $controllers ->
        [none] Nobody controls it.
       *[other] Control: { $controllers }{ $tie ->
            [true] {" "}(tied)
           *[other] {""}
        }.
    }
lotus-reward =
    { $seat } takes { $choice ->
        [token] a scoring token
       *[other] the { $power } power
    }.
lotus-draw_deck =
    { $card ->
        [none] { $who } drew a card from their deck.
       *[other] { $who } drew { $card } from their deck.
    }
lotus-draw_wild = { $who } took the { $card } from the wildflowers.
lotus-wild_refill = New wildflowers: { $cards }.
lotus-final_round = { $seat } drew the last card of their deck: the final round begins.
lotus-turn =
    { $final ->
        [true] { $seat }'s final turn.
       *[other] { $seat }'s turn.
    }
# the tail of lotus-claim: the petals nobody could take
lotus-claim-removed =
    { $removed ->
        [none] {""}
        [0] {""}
        [one] ; 1 petal removed
       *[other] ; { $removed } petals removed
    }
lotus-claim =
    { $seats ->
        [none] Nobody controls the unfinished { $flower }: its petals are removed.
       *[other] { $count ->
            [one] { $seats } claims the unfinished { $flower } and takes { $each ->
                [one] 1 petal
               *[other] { $each } petals
            }{ lotus-claim-removed }.
           *[other] { $seats } share the unfinished { $flower }: { $each ->
                [one] 1 petal
               *[other] { $each } petals
            } each{ lotus-claim-removed }.
        }
    }
lotus-game_over = Game over. Final scores: { $result }.
lotus-game_over-score = { $name } { $score }
lotus-info-colour = { $colour } { $insect }
lotus-info-card-title = { $colour } { $flower }
lotus-info-card-title-wild = Wild { $flower }
lotus-info-card-subtitle = Petal card of the { $colour } { $insect } deck · { $symbols }
lotus-info-card-subtitle-wild = Wildflower petal card · { $symbols }
lotus-info-card-flower = One petal of { $type ->
        [3] an
       *[other] a
    } { $flower }: { $type ->
        [3] an
       *[other] a
    } { $flower } blooms when it holds { $type } petals.
lotus-info-card-symbols =
    { $count ->
        [one] Its { $insect } symbol adds 1 to { $owner }'s strength on the flower it grows in.
       *[other] Its { $count } { $insect } symbols add { $count } to { $owner }'s strength on the flower it grows in.
    }
lotus-info-card-wild = A wildflower has no guardian symbol: it adds to nobody's strength. Anyone may take a face-up wildflower when refilling their hand.
lotus-info-card-play = It can only be played onto the { $flower }, or start one when none is growing. Whoever lays a flower's last petal collects all its cards: 1 point each.
lotus-info-where-hand = It is in your hand.
lotus-info-where-garden = It grows in the { $flower }: { $n } of { $type } petals.
lotus-info-where-wild = It lies face up among the wildflowers.
lotus-info-flower-rule =
    { $type ->
        [3] An
       *[other] A
    } { $flower } blooms when it holds { $type } petals. Whoever lays the last one collects them all; whoever has the most strength on it then chooses a reward.
lotus-info-flower-growing = { $n } of { $type } petals
lotus-info-flower-empty = Not growing: the first card of this type starts one here.
lotus-info-flower-petals = Petals: { $cards }.
lotus-info-flower-strength = Strength: { $list }.
lotus-info-flower-strength-one = { $name } { $n }
lotus-info-flower-leader = { $names } would control the { $flower } if it bloomed now.
lotus-info-flower-tied = { $names } are tied: each would choose a reward if it bloomed now.
lotus-info-flower-guardians = Guardians on it: { $list }.
lotus-info-guardian-of = { $name }'s { $guardian } guardian
lotus-info-guardian-worth =
    { $count ->
        [one] Guardian · counts { $count }
       *[other] Elder guardian · counts { $count }
    }
lotus-info-guardian-supply = It waits in { $name }'s supply.
lotus-info-guardian-on = It stands on the { $flower }.
lotus-info-guardian-counts =
    { $count ->
        [one] On a flower it adds { $count } to { $name }'s strength there.
       *[other] On a flower it adds { $count } to { $name }'s strength there: an elder counts double.
    }
lotus-info-guardian-moves = As one action, { $name } may move it from the supply or from another flower onto any unfinished flower. When its flower blooms, it goes back to the supply.
lotus-info-power-subtitle = Special power, kept for the rest of the game
lotus-info-power-elder = Your elder guardian joins your supply. You move it like your other guardians, and on a flower it counts 2 for your strength.
lotus-info-power-path = Your hand holds 5 cards instead of 4: you refill up to 5. Taken during someone else's turn, the fifth card comes at your next refill.
lotus-info-power-growth = When you play petals you may play 3 or more cards at once, all of one type onto one flower, never more than it still needs.
lotus-info-power-how = Whoever controls a flower when it blooms may take a power they do not have yet instead of a 5-point scoring token. Each player can take each power once.
lotus-info-power-held = Held by { $names }.
lotus-info-power-nobody = Nobody has it yet.
lotus-refuse-now-action = Take an action: choose cards from your hand to play or exchange, or one of your guardians to move.
lotus-refuse-now-play = You are playing cards: add another card of the same flower, or tap that flower to place them.
lotus-refuse-now-exchange = You are exchanging cards: add another card, or tap your deck to exchange them.
lotus-refuse-now-move = You are moving a guardian: choose the flower it goes to, or cancel.
lotus-refuse-now-reward = A flower has bloomed: its controller chooses a reward first.
lotus-refuse-now-refill = Your two actions are done: refill your hand from your deck or the face-up wildflowers.
lotus-refuse-tried-play = play a card
lotus-refuse-tried-exchange = exchange a card
lotus-refuse-tried-move = move a guardian
lotus-refuse-tried-pass = pass
lotus-refuse-tried-place = place cards on a flower
lotus-refuse-tried-confirm = finish an exchange
lotus-refuse-tried-to = send a guardian to a flower
lotus-refuse-tried-reward = choose a reward
lotus-refuse-tried-draw = draw a card
lotus-refuse-unknown = That is not a move of this game. { $now }
lotus-refuse-not_now = You cannot { $tried } right now. { $now }
lotus-refuse-malformed = That move was not understood. { $now }
lotus-refuse-not_in_hand = That card is not in your hand: choose one of the cards you hold.
lotus-refuse-already_chosen = You have already chosen the { $card }: choose a different card.
lotus-refuse-exchange_deck_empty = Your deck is empty, so there is nothing new to draw: play a card or move a guardian instead.
lotus-refuse-exchange_limit = You can exchange at most { $limit ->
        [one] 1 card
       *[other] { $limit } cards
    } in one action: tap your deck to exchange the cards you chose.
lotus-refuse-exchange_deck_short = Your deck holds only { $deck ->
        [one] 1 card
       *[other] { $deck } cards
    }, and every card you exchange must be replaced by a new one: tap your deck to exchange { $deck ->
        [one] the card
       *[other] the cards
    } you chose.
lotus-refuse-types_mix = Different flowers never mix: you chose { $flower } cards and this is a { $card }. Add another { $flower }, or tap the { $flower } to place your cards.
lotus-refuse-play_limit = Without the Infinite Growth power you can play at most { $limit ->
        [one] 1 card
       *[other] { $limit } cards
    } in one action: place the cards you chose, and play more with your next action.
lotus-refuse-no_room = The { $flower } has room for only { $space ->
        [one] 1 more petal
       *[other] { $space } more petals
    }: place the cards you chose.
lotus-refuse-not_a_guardian = That is not one of the guardians in play: choose one of your own guardians.
lotus-refuse-not_your_guardian = That { $guardian } guardian belongs to { $seat }: you can only move your own guardians.
lotus-refuse-nowhere_to_go = There is no other unfinished flower for your { $guardian } to go to: play or exchange cards instead.
lotus-refuse-move_no_flower = No flower was chosen: choose one of the unfinished flowers for your { $guardian } to go to.
lotus-refuse-move_not_a_flower = That is not a flower of the garden: choose one of the unfinished flowers for your { $guardian } to go to.
lotus-refuse-same_flower = Your { $guardian } already stands on the { $flower }: choose another unfinished flower.
lotus-refuse-not_growing = No { $flower } is growing in the garden: your { $guardian } can only go to an unfinished flower.
lotus-refuse-place_no_flower = No flower was chosen: tap the { $flower } to place the cards you chose.
lotus-refuse-not_a_flower = That is not a flower of the garden: the cards you chose go on the { $flower }.
lotus-refuse-wrong_flower = The cards you chose are { $flower } cards: they can only go on the { $flower }, not on the { $target }. Tap the { $flower }, or cancel to choose other cards.
lotus-refuse-must_act = You cannot pass while an action is possible: play or exchange cards, or move a guardian.
lotus-refuse-power_held = You already have the { $power } power, and each power can be taken only once: choose another power or a scoring token.
lotus-refuse-unknown_reward = That is not one of the rewards: choose a scoring token or a power you do not have yet.
lotus-refuse-deck_empty = Your deck is empty: take one of the face-up wildflowers instead.
lotus-refuse-not_in_wild_row = That card is not among the face-up wildflowers: take one of them, or draw from your deck.
lotus-refuse-draw_where = Draw from your deck or take one of the face-up wildflowers.
