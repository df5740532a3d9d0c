# Living Forest (with the Sanki/Onibi promo and the Kodama expansion): its name, options,
# board, cards, and the engine's log, prompt and refusal messages.  The game module
# (web/games/living_forest/index.js) turns raw engine arguments into words first: { $card } is
# already "Hedgehog" and { $seat } a name.

# where a bonus action came from, after the action's words (read by the messages that
# reference it, with their own $origin)
lf-origin = { $origin ->
    [corner] {" "}(forest corner bonus)
    [stone] {" "}(circle stone)
    [animal] {" "}(an animal's bonus action)
   *[other] {""}
}

end-reason-living_forest-goal_reached = At the end of an action phase, someone had reached a goal.
game-living_forest-name = Living Forest
game-living_forest-tagline = Call guardian animals, plant protective trees and drive back Onibi's fires: first to 12 wins.
options-living_forest-promo = Sanki and Onibi promo cards
options-living_forest-promo-false = Not used
options-living_forest-promo-true = Used
options-living_forest-promo-true-about = Beside the circle: each can be attracted for 15 sun.
options-living_forest-kodama = Kodama expansion
options-living_forest-kodama-false = Not used
options-living_forest-kodama-true = Played
options-living_forest-kodama-true-about = Goals 13, or 15 once a Kodama stack is empty.
options-living_forest-first_player = Holds the Sacred Tree first
options-living_forest-first_player-random = Chosen at random
options-living_forest-first_player-seat = { $name } (seat { $n })
seatfield-living_forest-spirit = Spirit
seatfield-living_forest-spirit-spring = Spring (green)
seatfield-living_forest-spirit-summer = Summer (red)
seatfield-living_forest-spirit-autumn = Autumn (orange)
seatfield-living_forest-spirit-winter = Winter (blue)
end-tiebreak-living_forest-sum = Several spirits reached a goal: the highest total of the three counts wins.
end-tiebreak-living_forest-shared = Several spirits reached a goal with the same total of the three counts: the victory is shared.
end-lf-nobody = Nobody reached a goal.
end-lf-why-goal = { $name } wins by reaching a goal: { $what }.
end-lf-why-sum = More than one spirit reached a goal, so the total of the three counts decides: { $name } ({ $what }) wins with { $total }, against { $others }.
end-lf-why-shared = { $each } each reached a goal, with the same total of the three counts ({ $total }): { $names } share the victory.
end-lf-who_reached = { $name } with { $what }
end-lf-who_reached_total = { $total } for { $name } ({ $what })
end-lf-count-trees-n =
    { $count ->
        [one] { $count } different tree
       *[other] { $count } different trees
    }
end-lf-count-fires-n =
    { $count ->
        [one] { $count } fire
       *[other] { $count } fires
    }
end-lf-count-flowers-n =
    { $count ->
        [one] { $count } sacred flower
       *[other] { $count } sacred flowers
    }
end-lf-detail-winner = won
end-lf-detail-qualified = reached a goal
end-lf-detail-best = best count { $n }
end-lf-detail-count = { $n }/{ $goal } { $what }
end-lf-detail-total = {" "}· total { $total }
handoff-body-living_forest = It is their turn to call guardian animals. The animals they draw stay hidden until they stop. No peeking!
handoff-confirm-living_forest = I am { $name }: call my animals
end-lf-trees = Trees
end-lf-count-trees = different trees
end-lf-count-fires = fires
end-lf-count-flowers = sacred flowers
end-lf-fires = Fires
end-lf-flowers = Flowers
end-lf-score = Total
lf-element-sun = sun
lf-element-water = water
lf-element-seed = seed
lf-element-wind = wind
lf-element-flower = sacred flower
lf-tile-fire = fire
lf-tile-flower = flower
lf-tile-tree = tree
lf-kind-fragment = take a fragment
lf-kind-attract = attract
lf-kind-extinguish = extinguish
lf-kind-plant = plant
lf-kind-move = move
lf-kind-call = call a Kodama
lf-stone-plant = plant a tree
lf-stone-fragment = take a fragment
lf-stone-attract = attract animals
lf-stone-extinguish = extinguish fires
lf-stone-call = call a Kodama
lf-marker-solitary = solitary
lf-marker-gregarious = gregarious
lf-tree = tree { $cost }
lf-tree-start = starting tree
lf-tree-kodama = Kodama tree { $cost }
lf-tree-per_kodama = +1 { $element } per Kodama symbol
lf-tree-special = lets you take the same action twice
lf-bonus = +{ $n } { $element }
lf-card-effect-sanki = 5 sacred flowers
lf-card-effect-onibi = the others take only one action this round
lf-spirit-spring = Spring
lf-spirit-summer = Summer
lf-spirit-autumn = Autumn
lf-spirit-winter = Winter
lf-info-amount = { $n } { $element }
lf-info-title-tree = Tree { $cost }
lf-info-title-kodama_tree = Kodama tree { $cost }
lf-info-title-start_tree = Starting tree
lf-info-card-nothing = In your help line it gives no element.
lf-info-card-gives = In your help line it gives { $gives }.
lf-info-card-takes = In your help line it takes away { $takes }.
lf-info-card-gives_takes = In your help line it gives { $gives }, and takes away { $takes }.
lf-info-marker-solitary = Solitary (a black marker): with 3 black markers that nothing cancels you must stop drawing, and you take only one action.
lf-info-marker-gregarious = Gregarious (a white marker): it cancels one black marker in your line.
lf-info-effect-sanki = Its 5 sacred flowers count toward your flowers goal while it is in your line.
lf-info-effect-onibi = While it is in your line, every other spirit takes only one action this round.
lf-info-kodama_symbols =
    { $count ->
        [one] It shows 1 Kodama symbol: when your actions begin, spend symbols on a fragment (2), an element tile (3) or an extra action (4).
       *[other] It shows { $count } Kodama symbols: when your actions begin, spend symbols on a fragment (2), an element tile (3) or an extra action (4).
    }
lf-info-ability-same_action_twice = While it is in your line, both of your actions may be to { $kind }.
lf-info-ability-bonus_action = While it is in your line it gives one bonus action, to { $kind }, on top of your own actions (once a round).
lf-info-cost-animal = Attract it with { $cost } sun: it goes face down on top of your draw pile. At the end of the round it brings a fire of { $fire } to the centre.
lf-info-cost-promo = Attract it with { $cost } sun: it goes face down on top of your draw pile, and brings no fire.
lf-info-cost-kodama = Call it when your sacred flowers reach { $cost } (nothing is paid): it goes on top of your draw pile, then Onibi moves.
lf-info-varan = Onibi gives Fire Varans to the spirits whose water is lower than its fires at the end of a round. A fragment spent on one just drawn sends it back to the supply.
lf-info-sub-varan = Fire Varan
lf-info-sub-kodama = Kodama card ({ $stack } stack)
lf-info-sub-kodama_start = Starting Kodama card
lf-info-sub-promo = Promo card, beside the circle
lf-info-sub-start = Starting animal
lf-info-sub-level = Guardian animal, level { $level }
lf-info-sub-tree = Protective tree, costs { $cost } seed
lf-info-sub-start_tree = Starting tree
lf-info-sub-fire = Fire token
lf-info-sub-vtile = Victory tile
lf-info-sub-stone = Circle of Spirits
lf-info-sub-token = Token
lf-info-sub-kodama_part = Kodama expansion
lf-info-tree-start = It stands in the middle of your forest from the start, and counts as one kind toward the trees goal.
lf-info-tree-bonus = Once planted it gives { $bonus } for good: it counts for every action from then on, the next one included.
lf-info-tree-special = Once planted, your two actions of a round may be of the same kind.
lf-info-tree-per_kodama = Once planted it gives 1 { $element } for each Kodama symbol in your line and forest, counted again every round.
lf-info-tree-symbols =
    { $count ->
        [one] Once planted it shows 1 Kodama symbol.
       *[other] Once planted it shows { $count } Kodama symbols.
    }
lf-info-tree-plant = Plant it with { $cost } seed on an empty space next to one of your trees (not diagonally).
lf-info-tree-once = Each spirit may plant this kind only once.
lf-info-tree-goal = Every different kind in your forest counts 1 toward the trees goal; a second tree of a kind does not count again.
lf-info-tree-left =
    { $count ->
        [one] 1 left on the rack.
       *[other] { $count } left on the rack.
    }
lf-info-fire-put_out = Put it out with { $value } water: you keep the token, and each one counts 1 toward the fires goal, whatever its value.
lf-info-fire-attack = At the end of the round Onibi attacks with the total of the fires left in the centre: every spirit with less water takes a Fire Varan for each fire.
lf-info-vtile-fire = Fire victory tile
lf-info-vtile-flower = Flower victory tile
lf-info-vtile-tree = Tree victory tile
lf-info-vtile-counts-fire = It counts 1 toward its holder's fires goal.
lf-info-vtile-counts-flower = It counts 1 toward its holder's flowers goal.
lf-info-vtile-counts-tree = It counts 1 toward its holder's trees goal.
lf-info-vtile-steal = A spirit that jumps its holder's spirit on the circle takes one victory tile of its choice.
lf-info-etile = Element tile
lf-info-etile-buy = Bought with 3 Kodama symbols when your actions begin; you may keep it for a later round.
lf-info-etile-use = Used during your actions it becomes 2 sun, water or seed, or 1 wind or sacred flower, until the end of the round; then it goes back to the supply.
lf-info-stone-plant = A spirit that lands here plants a tree at once, with its seed.
lf-info-stone-fragment = A spirit that lands here takes a fragment.
lf-info-stone-attract = A spirit that lands here attracts animals at once, with its sun.
lf-info-stone-extinguish = A spirit that lands here puts out fires at once, with its water.
lf-info-stone-call = A spirit that lands here calls a Kodama, with its sacred flowers.
lf-info-stone-move = Moving with wind counts only free stones: the spirits on the way are jumped, and each one jumped gives up a victory tile.
lf-info-fragment = Fragment
lf-info-fragment-get = Take one as an action, from a fragment stone or from a forest corner.
lf-info-fragment-use = While calling animals, spend one to send back the card you have just drawn (a Fire Varan goes back to its supply).
lf-info-sacred = Sacred Tree
lf-info-sacred-text = Its holder calls animals and acts first this round; it passes to the next spirit clockwise at the end of the round.
lf-info-onibi-text = After every Kodama call Onibi moves clockwise; for every spirit it jumps it adds a fire of 2 to the centre. Moving spirits jump it too.
lf-board-round = Round { $round }
lf-board-phase-draw = Guardian animals
lf-board-phase-actions = Actions
lf-board-phase-over = Game over
lf-board-status-draw = { $name } is calling animals
lf-board-status-act = { $name } is acting
lf-board-status-over = The game is over.
lf-board-holder = { $name } holds the Sacred Tree
lf-board-round_end = End of round { $round }
lf-board-circle = Circle of Spirits
lf-board-centre = Fires in the centre
lf-board-centre-total = Onibi's strength { $total }
lf-board-centre-aria =
    { $count ->
        [one] { $count } fire in the centre, total { $total }
       *[other] { $count } fires in the centre, total { $total }
    }
lf-board-fire-aria = Fire of value { $value }
lf-board-stone-aria = Stone { $n }: { $action }
lf-board-stone-spirits = { $text }; spirit of { $names }
lf-board-market = Guardian animals to attract
lf-board-level = Level { $level }
lf-board-level-deck =
    { $count ->
        [one] { $count } card left
       *[other] { $count } cards left
    }
lf-board-slot-empty = Taken
lf-board-promo = Beside the circle
lf-board-rack = Protective trees
lf-board-rack-left = ×{ $left }
lf-board-rack-aria = { $tree }: cost { $cost } seed, { $bonus }, { $left } left
lf-board-supply = Supply
lf-board-varans = Fire Varans
lf-board-varans-left =
    { $count ->
        [one] { $count } Fire Varan left in the supply
       *[other] { $count } Fire Varans left in the supply
    }
lf-board-fragments = Fragments
lf-board-fragment-take = Take a fragment
lf-board-attracted = Attracted this round: { $a } · { $b } · { $c }
lf-board-players = Spirits
lf-board-seat-aria = { $name }'s forest, line and piles
lf-board-seat-open = Show
lf-board-seat-fold = Hide
lf-board-seat-open-aria = Show { $name }'s forest, line and piles
lf-board-seat-fold-aria = Hide { $name }'s forest, line and piles
lf-board-card-level = level { $level },{" "}
lf-board-pile-top-label = On top:
lf-board-seat-you = you
lf-board-seat-bot = computer ({ $level })
lf-board-seat-holder = Sacred Tree
lf-board-seat-state-waiting = waiting to draw
lf-board-seat-state-drawing = drawing
lf-board-seat-state-drawn = has drawn
lf-board-seat-state-acting = acting
lf-board-seat-state-done = done
lf-board-progress-trees = Different trees
lf-board-progress-fires = Fires
lf-board-progress-flowers = Sacred flowers
lf-board-progress-value = { $n }/{ $goal }
lf-board-progress-hidden = ?/{ $goal }
lf-board-forest = { $name }'s forest
lf-board-space-aria = Forest space column { $col }, row { $row }: { $what }
lf-board-space-empty = empty
lf-board-corner-attract = plant here: attract with +{ $amount } sun
lf-board-corner-extinguish = plant here: extinguish with +{ $amount } water
lf-board-corner-fragments = plant here: { $amount } fragments
lf-board-line-bonus = When full: +{ $n } { $element }
lf-board-line-bonus-full = Full: +{ $n } { $element } for good
lf-board-line = Help line
lf-board-line-hidden = Still calling animals…
lf-board-line-empty = No animal yet
lf-board-totals = Strength (line + forest)
lf-board-totals-aria = { $element } { $total } ({ $bonus } from the forest)
lf-board-solitary = Solitary { $n }/3
lf-board-solitary-hidden = Solitary ?
lf-board-actions =
    { $count ->
        [one] { $count } action this round
       *[other] { $count } different actions this round
    }
lf-board-used = Done: { $list }
lf-board-pile = Draw pile
lf-board-pile-count =
    { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
lf-board-pile-top = On top: { $cards }
lf-board-pile-aria = Your draw pile, { $cards }: draw a card
lf-board-discard = Discard
lf-board-discard-show = Look at your discard ({ $count })
lf-board-discard-empty = Your discard is empty.
lf-board-fires = Fires put out
lf-board-tiles = Victory tiles
lf-board-tile-aria = { $name }'s { $tile } victory tile
lf-board-tiles-none = none
lf-board-drawn = just drawn
lf-board-card-aria = { $name }{ $marker }: { $elements }{ $cost }
lf-board-card-cost = , cost { $cost } sun
lf-board-card-nothing = no element
lf-board-task-attract = Sun left: { $left }
lf-board-task-extinguish = Water left: { $left }
lf-board-task-kodama = Kodama left to spend: { $left }
lf-board-kodama = Kodama
lf-board-kodama-stack-flower = Flower stack
lf-board-kodama-stack-tree = Tree stack
lf-board-kodama-stack-water = Water stack
lf-board-kodama-count =
    { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
lf-board-kodama-short-flower = Flower
lf-board-kodama-short-tree = Tree
lf-board-kodama-short-water = Water
lf-board-kodama-empty = Empty: the goal is now 15
lf-board-kodama-removed =
    { $count ->
        [one] { $count } card set aside unseen
       *[other] { $count } cards set aside unseen
    }
lf-board-kodama-goals = Goals: trees { $trees }, fires { $fires }, flowers { $flowers }
lf-board-kodama-symbols = Kodama symbols in the line and forest: { $n }
lf-board-kodama-cost = , calls with { $cost } sacred flowers
lf-board-card-symbols =
    { $count ->
        [one] , { $count } Kodama symbol
       *[other] , { $count } Kodama symbols
    }
lf-board-card-ability-same_action_twice = ; may { $kind } as both actions
lf-board-card-ability-bonus_action = ; a bonus action: { $kind }
lf-board-onibi = Onibi
lf-board-onibi-aria = { $text }; the Onibi standee
lf-board-element_tiles = Element tiles
lf-board-element_tiles-aria =
    { $count ->
        [one] { $count } element tile kept
       *[other] { $count } element tiles kept
    }
lf-board-element_used = Tiles in use: { $list }
lf-board-extra =
    { $count ->
        [one] +{ $count } extra action
       *[other] +{ $count } extra actions
    }
lf-board-bonus_actions = Bonus actions: { $list }
lf-button-draw = Draw a card
lf-button-stop = Stop drawing
lf-button-discard_drawn = Spend a fragment on the { $card }
lf-button-discard_drawn-help = It goes to your discard (a Fire Varan back to its supply).
lf-button-take_fragment = Take a fragment
lf-button-pass = End my actions
lf-button-clear = Choose again
lf-button-done-attract = Attract nothing
lf-button-done-attract-more = Done attracting
lf-button-done-extinguish = Extinguish nothing
lf-button-done-extinguish-more = Done extinguishing
lf-button-done-plant = Plant nothing
lf-button-done-call = Call no Kodama
lf-button-done-kodama = Keep the rest
lf-button-kodama-fragment = A fragment (2 Kodama)
lf-button-kodama-tile = An element tile (3 Kodama)
lf-button-kodama-action = An extra action (4 Kodama)
lf-button-use_tile = Use an element tile
lf-button-tile-cancel = Not now
lf-prompt-tile = Choose the element your tile becomes among your line's totals (+2 sun, water or seed; +1 wind or sacred flower).
lf-button-bonus = { $card }'s bonus: { $kind }
lf-button-bonus-cancel = Not the bonus action
lf-prompt-bonus = The { $card }'s bonus action: choose what it does.
lf-button-steal = Take their { $tile } tile
lf-button-move =
    { $count ->
        [one] Move 1 stone
       *[other] Move { $count } stones
    }
lf-hint-tree_first = Choose a tree from the rack first, then a space in your forest.
lf-prompt-tree_picked = Now choose where to plant the { $tree } in your forest.
lf-prompt-space_picked = Now choose the tree to plant there.
lf-try-draw = draw a card
lf-try-discard_drawn = spend a fragment on a card
lf-try-stop = stop drawing
lf-try-take_fragment = take a fragment
lf-try-attract = attract an animal
lf-try-extinguish = put out a fire
lf-try-plant = plant a tree
lf-try-move = move your spirit
lf-try-pass = end your actions
lf-try-done = finish this choice
lf-try-steal = take a victory tile
lf-try-kodama = spend Kodama symbols
lf-try-use_tile = use an element tile
lf-try-call = call a Kodama
lf-buy-fragment = a fragment
lf-buy-tile = an element tile
lf-buy-action = an extra action
lf-refuse-unknown = That is not a move of Living Forest. The lit places and the buttons under the prompt show what you can do.
lf-refuse-other = That is not possible right now. The lit places and the buttons under the prompt show what you can do.
lf-refuse-now-draw = You cannot { $tried } now: the spirits are calling their guardian animals. Draw a card from your pile or stop drawing; the actions come once everyone has drawn.
lf-refuse-now-action = You cannot { $tried } now: it is time to act. Choose an action (a lit animal, fire, tree, stone or the fragments), or end your actions.
lf-refuse-now-attract = You cannot { $tried } now: first finish attracting. Choose another lit animal your sun still pays for, or finish attracting.
lf-refuse-now-extinguish = You cannot { $tried } now: first finish putting out fires. Choose another lit fire your water still covers, or finish.
lf-refuse-now-plant = You cannot { $tried } now: your spirit reached a plant stone. Choose a tree and a space of your forest, or plant nothing.
lf-refuse-now-steal = You cannot { $tried } now: you jumped a spirit. First choose which of its victory tiles you take.
lf-refuse-now-kodama = You cannot { $tried } now: first spend your Kodama symbols (2 for a fragment, 3 for an element tile, 4 for an extra action), or keep the rest.
lf-refuse-now-call = You cannot { $tried } now: your spirit reached a call stone. Call a lit face-up Kodama, or call none.
lf-refuse-now-over = The game is over: look at the results, or start a new game from the menu.
lf-refuse-draw-solitary =
    { $limit } solitary animals show in your line: you must stop drawing{ $drawn ->
        [true] { $fragments ->
            [0] {""}
            [none] {""}
           *[other] {" "}(or spend a fragment to send back the card you have just drawn)
        }
       *[other] {""}
    }.
lf-refuse-draw-empty = Your draw pile and your discard are both empty, so there is nothing left to draw: stop drawing.
lf-refuse-fragment-none = You have no fragment to spend: draw on, or stop drawing.
lf-refuse-fragment-not_drawn = A fragment only sends back the card you have just drawn: draw a card first, or stop drawing.
lf-refuse-kodama-off = This game is played without the Kodama expansion: choose one of the lit places instead.
lf-refuse-bonus-none =
    { $animal ->
        [none] That animal gives
       *[other] The { $animal } gives
    } no bonus action now: it is not in your line, or its bonus was used this round. Choose one of your own actions instead.
lf-refuse-bonus-kind = The { $animal }'s bonus action is to { $kind }, not to { $wanted }: choose one of the places it lights up, or cancel the bonus action.
lf-refuse-repeat = You already chose to { $kind } this round, and your actions must be different: choose another action, or end your actions. (A tree 11 in your forest, or an animal that allows it, lets you repeat one.)
lf-refuse-no_action = You have no action left this round: end your actions.
lf-refuse-kodama-buy = Kodama symbols buy a fragment (2 symbols), an element tile (3) or an extra action (4): choose one of these, or keep the rest.
lf-refuse-kodama-cost =
    { $buy_id ->
        [fragment] A fragment
        [tile] An element tile
       *[action] An extra action
    } costs { $cost } Kodama symbols and you have { $left } left: choose something cheaper, or keep the rest.
lf-refuse-tile-none = You hold no element tile: choose another action.
lf-refuse-tile-element = An element tile becomes sun, water, seed, wind or a sacred flower: choose one of your lit totals.
lf-refuse-call-offer = Only the face-up Kodama on top of each stack can be called: choose a lit one.
lf-refuse-call-cost = This Kodama needs { $cost } sacred flowers and you have { $flowers }: choose a cheaper Kodama, or another action.
lf-refuse-attract-offer =
    { $card ->
        [none] That card is
       *[other] The { $card } is
    } not in the market: choose a lit face-up animal of the market (or a lit card beside the circle).
lf-refuse-attract-cost = The { $card } costs { $cost } sun and you have { $sun }{ $more ->
        [true] {" "}left: choose a cheaper animal, or finish attracting.
       *[other] : choose a cheaper animal, or another action.
    }
lf-refuse-fire-none = There is no fire { $fire ->
        [none] {""}
       *[other] of { $fire } 
    }in the centre of the circle: choose one of the fires there.
lf-refuse-fire-cost = A fire of { $fire } needs { $fire } water and you have { $water }{ $more ->
        [true] {" "}left: choose a smaller fire, or finish putting out fires.
       *[other] : choose a smaller fire, or another action.
    }
lf-refuse-plant-tree = Choose a tree from the rack first, then a lit space of your forest.
lf-refuse-plant-kodama_twice = You already have a { $tree } in your forest, and each Kodama tree may be planted only once: choose another tree.
lf-refuse-plant-gone = No { $tree } is left on the rack: choose another tree.
lf-refuse-plant-cost = The { $tree } costs { $cost } seed and you have { $seed }: choose a cheaper tree, or another action.
lf-refuse-plant-space = A tree goes on an empty space next to a tree of your forest (not diagonally): choose a lit space.
lf-refuse-move-stone = Choose the stone where your spirit lands: the lit stones are the ones your wind reaches.
lf-refuse-move-no_wind = You have no wind this round, so your spirit cannot move: choose another action.
lf-refuse-move-far = With { $wind } wind your spirit moves { $wind ->
        [one] 1 free stone
       *[other] 1 to { $wind } free stones
    } ahead, not that far: choose a lit stone.
lf-refuse-move-occupied =
    { $onibi ->
        [true] Onibi stands
       *[other] Another spirit stands
    } on that stone, and it is jumped, never landed on: choose a lit stone.
lf-refuse-move-count = Your spirit reaches that stone in { $steps } steps (the stones with spirits on them are jumped, not counted): choose it again on the circle.
lf-refuse-steal-none = { $from } holds no { $tile } victory tile: take one of the tiles they have.
lf-refuse-steal-kind = A victory tile is a fire, flower or tree tile: choose one the spirit you jumped holds.
living_forest-prompt-draw =
    { $solitary ->
        [none] Call animals: draw a card or stop.
        [3] Three solitary animals show: spend a fragment on the last one, or stop.
       *[other] Call animals: draw a card or stop (solitary { $solitary }/3, { $fragments ->
            [one] 1 fragment
           *[other] { $fragments } fragments
        }).
    }
living_forest-prompt-action = Take an action ({ $left } left): attract animals, extinguish fires, plant a tree, move your spirit, take a fragment, { $kodama ->
        [true] call a Kodama,{" "}
       *[other] {""}
    }or end.
living_forest-prompt-attract =
    { $picked ->
        [true] Attract more animals ({ $left } sun left) or finish.
       *[other] Choose animals to attract with { $left } sun{ lf-origin }.
    }
living_forest-prompt-extinguish =
    { $picked ->
        [true] Put out more fires ({ $left } water left) or finish.
       *[other] Choose fires to put out with { $left } water{ lf-origin }.
    }
living_forest-prompt-plant = Your spirit reached a plant stone: choose a tree and a space, or plant nothing.
living_forest-prompt-steal = You jumped { $from }: take one of their victory tiles.
living_forest-prompt-kodama = Spend your Kodama symbols ({ $left } left): a fragment for 2, an element tile for 3, an extra action for 4.
living_forest-prompt-call = Call a face-up Kodama whose flower cost your sacred flowers reach, or none.
living_forest-round = Round { $round }: { $holder } holds the Sacred Tree.
living_forest-draw_turn = { $seat } calls guardian animals.
living_forest-draw =
    { $seat } drew { $card ->
        [none] a card
       *[other] the { $card }
    }{ $reshuffled ->
        [true] {" "}(after shuffling their discard into a new pile)
       *[other] {""}
    }.
living_forest-discard_drawn =
    { $seat } spent a fragment to send { $card ->
        [none] the card just drawn
       *[other] the { $card }
    } { $varan ->
        [true] back to the Varan supply
       *[other] to their discard
    }.
living_forest-line =
    { $seat } { $forced ->
        [true] had to stop
       *[other] stopped
    } with { $cards ->
        [none] no animal
       *[other] { $cards }
    } (solitary { $solitary }).
living_forest-action_phase = Actions begin.{ $onibi ->
        [none] {""}
       *[other] {" "}{ $onibi } shows Onibi: the others take one action only.
    }
living_forest-turn =
    { $seat }'s actions ({ $actions ->
        [one] one action
       *[other] two different actions
    }).
living_forest-take_fragment =
    { $seat } took { $amount ->
        [one] 1 fragment
       *[other] { $amount } fragments
    }.
living_forest-attract =
    { $seat } attracted the { $card } (cost { $cost }){ lf-origin }.
living_forest-extinguish =
    { $seat } put out a fire of { $fire }{ lf-origin }.
living_forest-decline =
    { $seat } chose not to { $kind }{ lf-origin }.
living_forest-nothing =
    { $seat } could not { $kind }{ lf-origin }.
living_forest-plant =
    { $seat } planted a { $tree } at column { $column }, row { $row }{ $lines ->
        [none] {""}
       *[other] {" "}and completed { $lines }
    }.
living_forest-move =
    { $seat } moved { $steps ->
        [one] 1 stone
       *[other] { $steps } stones
    } to the { $stoneName } stone{ $jumped ->
        [none] {""}
       *[other] , jumping { $jumped }
    }.
living_forest-stone = { $seat } lands on a { $stoneName } stone.
living_forest-steal = { $seat } took { $source }'s { $tile } victory tile.
living_forest-pass = { $seat } ends their actions.
living_forest-attack =
    { $targets ->
        [none] Onibi attacks with { $total }, but every spirit has enough water.
       *[other] Onibi attacks with { $total }: { $given }.
    }
living_forest-new_fires = Onibi sets new fires: { $added ->
        [none] none
       *[other] { $added }
    }{ $dropped ->
        [none] {""}
       *[other] {" "}(no room for { $dropped })
    }.
living_forest-kodama_spend = { $seat } spent Kodama on { $buy } ({ $left } left).
living_forest-use_tile = { $seat } used an element tile as { $element }.
living_forest-call =
    { $seat } called the { $card } (cost { $cost }, with { $flowers } sacred flowers){ lf-origin }.
living_forest-onibi_move = Onibi moves to the { $stoneName } stone{ $jumped ->
        [none] {""}
       *[other] , jumping { $jumped }
    }{ $fires ->
        [none] {""}
        [0] {""}
        [one] : 1 fire of 2 added
       *[other] : { $fires } fires of 2 added
    }.
living_forest-refill = New animals in the market: { $cards }.
living_forest-empty_centre_fire = The centre was empty: a fire of { $fire } is added.
living_forest-game_over = Game over. { $result }
living_forest-game_over-winner = { $names } wins.
living_forest-game_over-winners = { $names } share the victory.
living_forest-given = { $name } takes { $count }
living_forest-given-count =
    { $count ->
        [one] { $count } Fire Varan
       *[other] { $count } Fire Varans
    }
living_forest-lines-column = column { $n }
living_forest-lines-row = row { $n }
lf-animal-bear = Bear
lf-animal-beetle = Beetle
lf-animal-lynx = Lynx
lf-animal-fox = Fox
lf-animal-goldfish = Goldfish
lf-animal-tanuki = Tanuki
lf-animal-wild_boar = Wild Boar
lf-animal-weasel = Weasel
lf-animal-hare = Hare
lf-animal-fawn = Fawn
lf-animal-hummingbird = Hummingbird
lf-animal-bee = Bee
lf-animal-baboon = Baboon
lf-animal-owl = Owl
lf-animal-hedgehog = Hedgehog
lf-animal-caterpillar = Caterpillar
lf-animal-flamingo = Flamingo
lf-animal-ram = Ram
lf-animal-wolf = Wolf
lf-animal-lemur = Lemur
lf-animal-squirrel = Squirrel
lf-animal-tortoise = Tortoise
lf-animal-coati = Coati
lf-animal-raccoon = Raccoon
lf-animal-beaver = Beaver
lf-animal-raven = Raven
lf-animal-bat = Bat
lf-animal-cockatoo = Cockatoo
lf-animal-meerkat = Meerkat
lf-animal-horse = Horse
lf-animal-axolotl = Axolotl
lf-animal-chimpanzee = Chimpanzee
lf-animal-toucan = Toucan
lf-animal-butterfly = Butterfly
lf-animal-spider = Spider
lf-animal-hippopotamus = Hippopotamus
lf-animal-horned_owl = Horned Owl
lf-animal-woodpecker = Woodpecker
lf-animal-badger = Badger
lf-animal-rooster = Rooster
lf-animal-rhinoceros = Rhinoceros
lf-animal-goat = Goat
lf-animal-bull = Bull
lf-animal-salamander = Salamander
lf-animal-frog = Frog
lf-animal-marmot = Marmot
lf-animal-platypus = Platypus
lf-animal-crane = Crane
lf-animal-loris = Loris
lf-animal-koala = Koala
lf-animal-leopard = Leopard
lf-animal-eagle = Eagle
lf-animal-cobra = Cobra
lf-animal-praying_mantis = Praying Mantis
lf-animal-panther = Panther
lf-animal-gorilla = Gorilla
lf-animal-bison = Bison
lf-animal-chameleon = Chameleon
lf-animal-crocodile = Crocodile
lf-animal-elephant = Elephant
lf-animal-dolphin = Dolphin
lf-animal-dog = Dog
lf-animal-panda = Panda
lf-animal-deer = Deer
lf-animal-tapir = Tapir
lf-animal-armadillo = Armadillo
lf-animal-capybara = Capybara
lf-animal-crayfish = Crayfish
lf-animal-peafowl = Peafowl
lf-animal-sloth = Sloth
lf-animal-anteater = Anteater
lf-animal-ara = Macaw
lf-animal-flying_squirrel = Flying Squirrel
lf-animal-koi = Koi
lf-animal-tiger = Tiger
lf-animal-kodama = Kodama
lf-animal-sanki = Sanki
lf-animal-onibi = Onibi
lf-animal-varan = Fire Varan
