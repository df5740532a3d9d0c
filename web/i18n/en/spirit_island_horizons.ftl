# Horizons of Spirit Island: the island's words (land names, terrains, pieces), the board's,
# the setup dialog's and the end screen's, and every log, prompt, refusal and option message
# the engine emits (horizons.log.*, horizons.prompt.*, horizons.refuse.*, horizons.option.*).

horizons-island-aria =
    { $count ->
        [one] The island: board { $boards }
       *[other] The island: boards { $boards }
    }
horizons-land-name = { $board }{ $number }
horizons-land-aria = Land { $name }, { $terrain }, { $where }: { $pieces }
horizons-land-coastal = coastal
horizons-land-inland = inland
horizons-land-empty = no pieces
horizons-terrain-jungle = jungle
horizons-terrain-mountain = mountain
horizons-terrain-sands = sands
horizons-terrain-wetland = wetland
horizons-piece-explorer =
    { $count ->
        [one] { $count } explorer
       *[other] { $count } explorers
    }
horizons-piece-town =
    { $count ->
        [one] { $count } town
       *[other] { $count } towns
    }
horizons-piece-city =
    { $count ->
        [one] { $count } city
       *[other] { $count } cities
    }
horizons-piece-dahan =
    { $count ->
        [one] { $count } dahan
       *[other] { $count } dahan
    }
horizons-piece-blight =
    { $count ->
        [one] { $count } blight
       *[other] { $count } blight
    }
horizons-piece-presence =
    { $count ->
        [one] { $count } presence of { $spirit }
       *[other] { $count } presence of { $spirit }
    }
horizons-piece-sacred_site = { $pieces } (a sacred site)
horizons-piece-defend = Defend { $count }
horizons-piece-damaged = { $pieces } ({ $count } damaged)
horizons-spirit-seat = spirit { $n }
tip-spirit_island_horizons = Tip: tap a land to see its details; on a lit land, where a tap is a move, hold your finger on it (or use the right mouse button, or press I). To read a card, hold your finger on it too (or use the right mouse button); with a keyboard, press I on it. Zoom the island with two fingers, the mouse wheel or its + and − buttons.
horizons-zoom-controls = Zoom the island
horizons-zoom-in = Zoom in on the island
horizons-zoom-out = Zoom out of the island
horizons-zoom-fit = Show the whole island
horizons-legend-aria = Each spirit's presence on the island
horizons-details-aria = Details of land { $land }
horizons-details-where = Board { $board }, land { $number }: { $terrain }, { $where }
horizons-details-close = Close the details of land { $land }
horizons-details-kind = { $pieces }: { $damage }
horizons-details-undamaged = { $count } undamaged
horizons-details-damage =
    { $count ->
        [one] { $count } with { $damage } damage
       *[other] { $count } with { $damage } damage
    }
horizons-details-empty = No pieces
game-spirit_island_horizons-name = Horizons of Spirit Island
game-spirit_island_horizons-tagline = One to three spirits together: grow your presence, play powers and frighten the invaders off the island before blight overruns it.
options-spirit_island_horizons-board = Island board (solo game)
options-spirit_island_horizons-board-G = Board G
options-spirit_island_horizons-board-H = Board H
options-spirit_island_horizons-board-help = For the solo game only: its island is this board of the two-player side, the other board covered. Two spirits play on boards G and H, three on G, H and B.
options-spirit_island_horizons-stage2_special = Stage II extra town
options-spirit_island_horizons-stage2_special-true = On
options-spirit_island_horizons-stage2_special-true-about = A town on each board the first time a stage II card with it is turned.
options-spirit_island_horizons-stage2_special-false = Off (an easier game)
options-spirit_island_horizons-stage2_special-help = Most stage II invader cards add a town to a land without one the first time they are turned.
seatfield-spirit_island_horizons-spirit = Spirit
seatfield-spirit_island_horizons-spirit-fathomless_mud_of_the_swamp = Fathomless Mud of the Swamp
seatfield-spirit_island_horizons-spirit-fathomless_mud_of_the_swamp-about = Slow and patient: spreads through the wetlands, turns builds where it has a sacred site into mere explorers, and sinks invaders with fear and damage.
seatfield-spirit_island_horizons-spirit-sun_bright_whirlwind = Sun-Bright Whirlwind
seatfield-spirit_island_horizons-spirit-sun_bright_whirlwind-about = Quick and far-reaching: each presence it grows may blow an explorer or a dahan away; its powers push invaders around and lend speed to others.
seatfield-spirit_island_horizons-spirit-devouring_teeth_lurk_underfoot = Devouring Teeth Lurk Underfoot
seatfield-spirit_island_horizons-spirit-devouring_teeth_lurk_underfoot-about = Blunt and hungry: every power of its that deals damage bites one harder; it lurks under its lands, draws its presence in and devours invaders outright.
seatfield-spirit_island_horizons-spirit-eyes_watch_from_the_trees = Eyes Watch from the Trees
seatfield-spirit_island_horizons-spirit-eyes_watch_from_the_trees-about = A watchful guardian: when it defends one land the dahan gather there; its fast innate power spoils the invaders' plans.
seatfield-spirit_island_horizons-spirit-rising_heat_of_stone_and_sand = Rising Heat of Stone and Sand
seatfield-spirit_island_horizons-spirit-rising_heat_of_stone_and_sand-about = Scorching: invaders in its sacred sites are weaker, and its heat wears down their ravages and builds.
end-reason-spirit_island_horizons-victory_terror1_no_invaders = Terror level I: no invaders are left on the island.
end-reason-spirit_island_horizons-victory_terror2_no_towns_or_cities = Terror level II: no towns and no cities are left on the island.
end-reason-spirit_island_horizons-victory_terror3_no_cities = Terror level III: no cities are left on the island.
end-reason-spirit_island_horizons-victory_terror4_fear_deck_empty = The last fear card was earned: the invaders flee the island.
end-reason-spirit_island_horizons-victory_sacrificial = A victory and a defeat came at the same moment: a sacrificial victory.
end-reason-spirit_island_horizons-loss_blight_pool_empty = The blight pool ran out: the island is overrun.
end-reason-spirit_island_horizons-loss_spirit_without_presence = A spirit has no presence left on the island.
end-reason-spirit_island_horizons-loss_invader_deck_empty = An invader card had to be turned and the invader deck was empty.
end-hz-sheet = Score sheet
end-hz-outcome = Outcome
end-hz-won = Won
end-hz-lost = Lost
end-hz-reason = Why
end-hz-round = Round
end-hz-terror = Terror level
end-hz-blight_left = Blight left in the pool
end-hz-fear_cards_left = Fear cards left in the deck
horizons-piece-one-explorer = an explorer
horizons-piece-one-town = a town
horizons-piece-one-city = a city
horizons-piece-one-dahan = a dahan
horizons-piece-one-blight = a blight
horizons-piece-one-presence = a presence
horizons-piece-plural-explorer = explorers
horizons-piece-plural-town = towns
horizons-piece-plural-city = cities
horizons-piece-plural-dahan = dahan
horizons-piece-plural-blight = blight
horizons-piece-plural-presence = presence
horizons-piece-kind-explorer = Explorer
horizons-piece-kind-town = Town
horizons-piece-kind-city = City
horizons-piece-kind-dahan = Dahan
horizons-piece-kind-blight = Blight
horizons-piece-kind-presence = Presence
horizons-piece-kind-defend = Defend
horizons-piece-taken =
    { $count ->
        [one] { $count } damage taken
       *[other] { $count } damage taken
    }
horizons-piece-choice = { $piece } in { $land }
horizons-piece-choice-hurt = { $piece } in { $land } ({ $count } damage taken)
horizons-element-sun = sun
horizons-element-moon = moon
horizons-element-fire = fire
horizons-element-air = air
horizons-element-water = water
horizons-element-earth = earth
horizons-element-plant = plant
horizons-element-animal = animal
horizons-element-count = { $count } { $element }
horizons-roman-1 = I
horizons-roman-2 = II
horizons-roman-3 = III
horizons-roman-4 = IV
horizons-invader-card = Stage { $stage }: { $terrains }
horizons-invader-coastal = coastal lands
horizons-invader-none = empty
horizons-deck-minor = minor powers
horizons-deck-major = major powers
horizons-deck-unique = unique power
horizons-track-energy = Energy track
horizons-track-card_plays = Card plays track
horizons-phase-spirit = Spirit phase
horizons-phase-fast = Fast powers
horizons-phase-invader = Invader phase
horizons-phase-slow = Slow powers
horizons-phase-time = Time passes
horizons-phase-over = The game is over
horizons-tracker-round = Round { $round }
horizons-tracker-spirit = Spirits
horizons-tracker-fast = Fast
horizons-tracker-invader = Invaders
horizons-tracker-slow = Slow
horizons-tracker-time = Time passes
horizons-tracker-step-growth = Growth
horizons-tracker-step-cards = Energy & cards
horizons-tracker-step-fear = Fear
horizons-tracker-step-ravage = Ravage
horizons-tracker-step-build = Build
horizons-tracker-step-explore = Explore
horizons-tracker-step-advance = Advance
horizons-speed-fast = Fast
horizons-speed-slow = Slow
horizons-nothing = nothing
horizons-speed-word-fast = fast
horizons-speed-word-slow = slow
horizons-verb-destroy = destroy
horizons-verb-remove = remove
horizons-verb-downgrade = downgrade
horizons-verb-replace = replace
horizons-verb-push = push
horizons-verb-gather = gather
horizons-verb-carry = carry
horizons-effect-kind-range = more range for the spirit's powers
horizons-effect-kind-furious_might = the next power that deals damage deals +3
horizons-effect-kind-hasten = one slow card that pushes or gathers may be used as fast
horizons-effect-kind-hastened = a slow card was used as fast
horizons-effect-kind-dahan_health = the dahan have +4 health
horizons-effect-kind-no_blight = no blight can be added
horizons-effect-kind-dahan_unharmed = the dahan ignore damage and destroy effects
horizons-effect-kind-vengeance = the dead take vengeance
horizons-effect-kind-powerstorm = power cards may be repeated
horizons-effect-kind-skip = invader actions skipped
horizons-effect-kind-no_action = an invader action stopped
horizons-effect-kind-at_time_passes = a played card may be reclaimed when Time passes
horizons-board-aria = The game of Horizons of Spirit Island
horizons-board-round = Round { $round }
horizons-board-invaders = Invaders
horizons-board-space-ravage = Ravage
horizons-board-space-build = Build
horizons-board-space-explore = Explore
horizons-board-invader_deck =
    { $count ->
        [one] { $count } card left
       *[other] { $count } cards left
    }
horizons-board-invader_deck-aria =
    { $count ->
        [one] Invader deck: { $count } card left, the next of stage { $stage }
       *[other] Invader deck: { $count } cards left, the next of stage { $stage }
    }
horizons-board-invader_deck-empty = The invader deck is empty
horizons-board-stage = next: stage { $stage }
horizons-board-invader_discard =
    { $count ->
        [one] { $count } discarded
       *[other] { $count } discarded
    }
horizons-board-fear = Fear
horizons-board-fear_pool = Pool { $pool }
horizons-board-fear_generated = Generated { $generated }
horizons-board-fear-aria = Fear: { $pool } in the pool, { $generated } generated
horizons-board-earned =
    { $count ->
        [one] { $count } fear card earned
       *[other] { $count } fear cards earned
    }
horizons-board-earned-short = Earned { $count }
horizons-board-fear_deck =
    { $count ->
        [one] { $count } fear card left
       *[other] { $count } fear cards left
    }
horizons-board-terror = Terror { $level }
horizons-board-next_terror =
    { $count ->
        [one] terror { $level } after { $count } more fear card
       *[other] terror { $level } after { $count } more fear cards
    }
horizons-board-terror-aria = Terror level { $level }
horizons-board-blight = Blight
horizons-board-blight-short = Pool { $count }
horizons-board-resolving = Resolving: { $card }
horizons-board-energy = Energy { $energy }
horizons-board-energy_per_turn = +{ $n } each round
horizons-board-plays = Card plays { $left } of { $total }
horizons-board-growth = Growth
horizons-board-growth-option = Growth option { $n }
horizons-board-growth-chosen = chosen
horizons-board-tracks = Presence tracks
horizons-board-track-space = { $track }, space { $n }: { $what }
horizons-board-track-covered = { $what } (covered by a presence)
horizons-board-track-take = Take the next presence from the { $track }
horizons-board-track-value-energy = { $value } energy
horizons-board-track-value-card_plays =
    { $count ->
        [one] { $count } card play
       *[other] { $count } card plays
    }
horizons-board-elements = Elements in play
horizons-board-elements-none = No elements yet this round
horizons-board-innate = Innate power
horizons-board-innate-level = Level { $n }
horizons-board-innate-reached = reached
horizons-board-innate-not_reached = not reached
horizons-board-special_rule = Special rule
horizons-board-rule-in_effect = In effect now in { $lands }
horizons-board-rule-idle-blistering_heat = Not in effect now: it needs a sacred site
horizons-board-rule-idle-offer_no_firm_foundations = Not in effect now: it needs a sacred site
horizons-island-rule-blistering_heat = Blistering Heat: invaders here have 1 less health (never below 1)
horizons-island-rule-offer_no_firm_foundations = Offer No Firm Foundations: a Build here places an explorer instead
horizons-island-health-explorer = Explorers here have { $n } health
horizons-island-health-town = Towns here have { $n } health
horizons-island-health-city = Cities here have { $n } health
horizons-island-health-dahan = Dahan here have { $n } health
horizons-board-presence_destroyed =
    { $count ->
        [one] { $count } presence destroyed
       *[other] { $count } presence destroyed
    }
horizons-board-hand = Hand
horizons-board-hand-hidden =
    { $count ->
        [one] { $count } card in hand
       *[other] { $count } cards in hand
    }
horizons-board-played = Played this round
horizons-board-discard = Discard
horizons-board-drawn = Drawn: keep one
horizons-board-forgotten = Forgotten
horizons-board-empty = none
horizons-board-decks = Power decks
horizons-board-deck-minor = Minor powers
horizons-board-deck-major = Major powers
horizons-board-deck-count =
    { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
horizons-board-deck-aria =
    { $count ->
        [one] { $deck }: { $count } card in the deck
       *[other] { $deck }: { $count } cards in the deck
    }
horizons-board-choices = Choose a piece
horizons-board-used = used
horizons-board-effects = This round
horizons-board-spirit-target = { $spirit } (target this spirit)
horizons-board-spirits = The spirits
horizons-board-spirits-phase = The spirits in the { $phase }
horizons-board-tab-aria = { $spirit }, played by { $person }: energy { $energy }, card plays { $left } of { $total }
horizons-board-tab-show = Show its panel
horizons-board-tab-energy = Energy { $energy }
horizons-board-tab-plays = Plays { $left }/{ $total }
horizons-board-spirit-state-acting = Acting now
horizons-board-spirit-state-waiting = Waiting
horizons-board-spirit-state-done = Done for this phase
horizons-board-spirit-state-deciding = Deciding
horizons-board-switch = Let { $spirit } act
horizons-board-look = Looking at { $spirit }'s panel: nothing on it can be chosen now.
horizons-board-look-back = Back to { $spirit }
horizons-board-blight-aria = { $pool } in the pool, { $island } on the island
horizons-board-blight-island =
    { $count ->
        [one] { $count } on the island
       *[other] { $count } on the island
    }
horizons-board-earned-when = Earned fear cards resolve at the start of the invader phase
horizons-board-team = The other spirits' cards
horizons-board-team-hand =
    { $count ->
        [one] { $spirit }: { $count } card in hand
       *[other] { $spirit }: { $count } cards in hand
    }
horizons-board-team-drawn = Drawn, one to keep
horizons-card-cost =
    { $count ->
        [one] costs { $count } energy
       *[other] costs { $count } energy
    }
horizons-card-range-none = no range
horizons-card-range-presence = range { $n } from your presence
horizons-card-range-sacred_site = range { $n } from your sacred site
horizons-card-range-presence-terrain = range { $n } from your presence in a { $terrains } land
horizons-card-target-land-any = any land
horizons-card-target-land-invaders = a land with invaders
horizons-card-target-land-no_invaders = a land without invaders
horizons-card-target-land-dahan = a land with dahan
horizons-card-target-land-blight = a land with blight
horizons-card-target-land-no_blight = a land without blight
horizons-card-target-land-coastal = a coastal land
horizons-card-target-land-terrain = a { $terrains } land
horizons-card-target-spirit-any = any spirit
horizons-card-target-spirit-another = another spirit (yourself in a solo game)
horizons-card-line = { $speed } · { $range } · { $target }
horizons-card-threshold = With { $elements }: { $text }
horizons-card-elements = Elements: { $elements }
horizons-card-deck = { $deck } · { $cost }
horizons-card-innate = Innate power · { $speed }
horizons-card-innate-levels = Each level you reach is used, from the first down.
horizons-card-fear = Fear card
horizons-card-fear-level = Terror { $level }: { $text }
horizons-card-fear-earned = Earned fear cards stay face down until the invader phase.
horizons-card-invader = Invader card
horizons-card-invader-text = Ravage, build and explore act in its lands: { $terrains }.
horizons-card-invader-discard = Invader discard
horizons-card-land = { $terrain }, { $where }
horizons-growth-reclaim_all = Reclaim all discarded cards
horizons-growth-add_presence = Add a presence (range { $range })
horizons-growth-gain_power_card = Gain a power card
horizons-growth-gain_energy = Gain { $amount } energy
horizons-growth-short-reclaim_all = Reclaim
horizons-growth-short-add_presence = Presence, range { $range }
horizons-growth-short-gain_power_card = Power card
horizons-growth-short-gain_energy = +{ $amount } energy
horizons-effect-skip = { $land }: the invaders' { $actions } are skipped
horizons-effect-no_action = The invaders do not { $action ->
        [build] build
        [build_city] build a city
        [explore] explore
       *[other] act
    } in lands { $where ->
        [city] with a city
        [dahan] with dahan
        [two_dahan] with 2 or more dahan
        [dahan_outnumber] where the dahan outnumber the towns and cities
        [coastal] on the coast
       *[other] of some kinds
    }
horizons-effect-other = { $land }: { $effect }
horizons-effect-elements = Elements chosen for this round: { $elements }
horizons-button-done = Done
horizons-button-done-play = Done playing cards
horizons-button-done-powers_fast = Done with fast powers
horizons-button-done-powers_slow = Done with slow powers
horizons-button-done-push = Stop pushing
horizons-button-done-gather = Stop gathering
horizons-button-done-destroy = Stop destroying
horizons-button-done-remove = Stop removing
horizons-button-done-downgrade = Stop downgrading
horizons-button-done-replace = Stop replacing
horizons-button-done-carry = Stop carrying
horizons-button-done-land = Pass
horizons-button-done-reclaim = Reclaim none
horizons-button-element = Element
horizons-button-element-sun = Sun
horizons-button-element-moon = Moon
horizons-button-element-fire = Fire
horizons-button-element-air = Air
horizons-button-element-water = Water
horizons-button-element-earth = Earth
horizons-button-element-plant = Plant
horizons-button-element-animal = Animal
horizons-button-gain = Gain from the { $deck }
horizons-action-growth = Growth option { $n }
horizons-action-take = Take from the { $track } (for “{ $icon }”)
horizons-action-move = Move a presence from { $land } (for “{ $icon }”)
horizons-action-place = Place the presence in { $land }
horizons-action-play = Play { $card }
horizons-action-use = Use { $card }
horizons-action-aim = Target { $land }
horizons-action-aim_spirit = Target { $spirit }
horizons-action-hit = 1 damage to { $piece }
horizons-action-pick-destroy = Destroy { $piece }
horizons-action-pick-remove = Remove { $piece }
horizons-action-pick-downgrade = Downgrade { $piece }
horizons-action-pick-replace = Replace { $piece }
horizons-action-pick-carry = Carry { $piece } to { $to }
horizons-action-reclaim = Reclaim { $card }
horizons-action-give = Give { $card }
horizons-action-push = Push { $piece } to { $to }
horizons-action-gather = Gather { $piece } from { $from }
horizons-action-keep = Keep { $card }
horizons-action-forget = Forget { $card }
horizons-action-ravage = Ravage { $land } next
horizons-action-cascade = The blight cascades into { $land }
horizons-action-land = { $land }
horizons-action-special = A town in { $land }
horizons-option-pay =
    { $count ->
        [one] Pay { $count } energy
       *[other] Pay { $count } energy
    }
horizons-option-decline = Do not pay
horizons-option-damage_2 = 2 damage
horizons-option-remove_blight = Remove 1 blight
horizons-option-dahan_damage_distinct = Each dahan deals 1 damage to a different invader
horizons-option-push_dahan_3 = Push up to 3 dahan
horizons-option-defend_6 = Defend 6
horizons-option-damage_per_dahan = 1 damage per dahan
horizons-option-gather_dahan_3 = Gather up to 3 dahan
horizons-option-push_explorer_town_per_dahan = Push 1 explorer or town per dahan
horizons-option-push_dahan_1 = Push 1 dahan
horizons-option-damage_each_town_city = 1 damage to each town and city
horizons-option-defend_10 = Defend 10
horizons-option-push_explorer_1 = Push 1 explorer
horizons-option-fear_2 = 2 fear
horizons-option-gather_explorer_town_1 = Gather 1 explorer or town
horizons-option-gather_dahan_2 = Gather up to 2 dahan
horizons-option-damage_per_blight = 1 damage per blight
horizons-option-track_energy = Take it from the energy track
horizons-option-track_card_plays = Take it from the card-play track
horizons-option-deck_minor = Minor powers
horizons-option-deck_major = Major powers
horizons-option-next_level = Go on to the next level
horizons-option-stop_here = Stop here
horizons-option-gain_2_energy = Gain 2 energy
horizons-option-pay_for_damage = Pay 1 energy for 1 damage in a land with your presence
horizons-option-push_dahan = Push 1 dahan out of this land
horizons-option-gather_dahan = Gather 1 dahan into this land
horizons-option-repeat = Repeat the card (pay its cost again)
horizons-prompt-who = { $spirit } ({ $name }): { $text }
horizons-prompt-growth = Choose a growth option
horizons-prompt-play =
    { $plays ->
        [0] No card plays left ({ $energy } energy): choose { $done ->
        [none] Done
       *[other] { $done }
    }
        [one] Play cards from your hand: 1 play left, { $energy } energy. Then choose { $done ->
        [none] Done
       *[other] { $done }
    }
       *[other] Play cards from your hand: { $plays } plays left, { $energy } energy. Then choose { $done ->
        [none] Done
       *[other] { $done }
    }
    }
horizons-prompt-grow = Growth: { $left ->
        [one] 1 icon
       *[other] { $left } icons
    } left. Choose { $choices ->
        [none] a lit choice
       *[other] { $choices }
    }
horizons-prompt-grow-take = a track to take a presence from
horizons-prompt-grow-move = a presence on the island to move
horizons-prompt-grow-gain = a power deck
horizons-prompt-place =
    { $range ->
        [0] Choose a lit land for the presence (range 0: a land where you already have presence)
       *[other] Choose a lit land for the presence (range { $range } from your presence)
    }
spirit_island_horizons-prompt-gain_deck = Choose the deck to gain a power card from
spirit_island_horizons-prompt-keep = Choose the card to keep; the others are discarded
spirit_island_horizons-prompt-forget = You gained a major power: choose a card to forget
horizons-prompt-powers_fast = Fast powers: choose a lit power to use, or { $done ->
        [none] Done
       *[other] { $done }
    }
horizons-prompt-powers_slow = Slow powers: choose a lit power to use, or { $done ->
        [none] Done
       *[other] { $done }
    }
horizons-prompt-aim = { $power }: choose its target
horizons-prompt-ravage_order = Several lands ravage: choose the one that ravages next
horizons-prompt-give_card = Entwined Power: give { $to } a power card from your hand, or none
horizons-prompt-together = Which spirit acts next?
horizons-prompt-special = Stage II: choose a land of board { $board } without a town for the new town
horizons-prompt-damage =
    { $n } damage in { $land }{ $purpose ->
        [counterattack] {" "}(the dahan strike back)
       *[other] {""}
    }: choose the piece that takes the next point
horizons-prompt-pick =
    { $verb_id ->
        [carry] Choose { $one } to carry to { $into }: { $done ->
        [none] { $n } left
       *[other] up to { $n } more, or { $done }
    }
       *[other] Choose { $one } to { $verb }{ $into ->
        [none] {""}
       *[other] {" "}(it becomes { $into })
    }: { $done ->
        [none] { $n } left
       *[other] up to { $n } more, or { $done }
    }
    }
horizons-prompt-move =
    { $verb_id ->
        [push] Push { $what } from { $land }: { $done ->
        [none] { $n } left
       *[other] up to { $n } more
    }. Choose a lit land to push one into{ $done ->
        [none] {""}
       *[other] , or { $done }
    }
       *[other] Gather { $what } into { $land }: { $done ->
        [none] { $n } left
       *[other] up to { $n } more
    }. Choose a lit land to gather one from{ $done ->
        [none] {""}
       *[other] , or { $done }
    }
    }
horizons-prompt-land =
    { $purpose ->
        [origin] Choose the sacred site the presence comes from (the target itself: it stays)
        [renewal] Choose the land where the destroyed presence returns
        [wings] Choose the land the dahan fly to (Defend 5 there)
        [heal] Choose the land where 1 blight is removed
        [vengeance] Choose the land where the next point of vengeance damage goes
        [repeat] Choose the adjacent land where the power repeats
        [gather_presence] Choose the adjacent land whose presence moves into this land
        [searing_heat] Choose the land of your presence where 1 damage goes
        [boon] Choose the land of the target spirit's presence that Boon of Watchful Guarding defends
        [dahan_raid] Choose the land where the dahan strike the invaders
        [dahan_enheartened] Choose the land where the dahan are moved and take heart
        [retreat] Choose the land the invaders retreat from (they are pushed)
        [seek_safety] Choose the land where the invaders seek safety
        [tall_tales_of_savagery] Choose the land with dahan where invaders are removed
        [belief_takes_root] Choose the land of your presence where invaders are removed
       *[other] Choose a lit land
    }{ $done ->
        [none] {""}
       *[other] , or { $done }
    }
horizons-prompt-damage_distinct =
    { $n ->
        [one] 1 damage in { $land }: choose the invader that takes it
       *[other] { $n } damage in { $land }, each to a different invader: choose the next one
    }
horizons-prompt-choose_elements = Choose { $n } more different elements for this round
horizons-prompt-reclaim_one = Reclaim 1 played card to your hand instead of discarding it: choose it, or { $done ->
        [none] Done
       *[other] { $done }
    }
horizons-prompt-pick_among = Choose a lit piece to { $verb }: { $done ->
        [none] { $n } left
       *[other] up to { $n } more, or { $done }
    }
horizons-prompt-remove_health = Remove { $what } from { $land }, up to { $n } health in all: choose a lit piece{ $done ->
        [none] {""}
       *[other] , or { $done }
    }
horizons-prompt-option = Choose one
horizons-prompt-from_power = { $power } — { $text }
horizons-prompt-cascade = The blight in { $land } cascades: choose an adjacent land for it
horizons-prompt-effect = The power resolves
horizons-prompt-waiting = The invaders act…
horizons-log-first_explore = Before round 1 the invaders explore ({ $card }): explorers in { $lands }
horizons-log-round = Round { $round } begins
horizons-log-phase = { $phase }
horizons-log-time_passes = Time passes: played cards go to the discard, damage heals, this round's effects end
horizons-log-growth = { $seat } grows with option { $option }
horizons-log-energy = { $seat } gains { $n } energy
horizons-log-reclaim = { $seat } reclaims { $cards }
horizons-log-play = { $seat } plays { $card } (pays { $paid } energy)
horizons-log-icon_skipped =
    { $count ->
        [one] { $seat }: { $count } growth icon cannot be done and is skipped
       *[other] { $seat }: { $count } growth icons cannot be done and are skipped
    }
horizons-log-presence_added = { $seat } takes a presence from the { $track } and places it in { $land }
horizons-log-presence_moved = { $seat } moves a presence from { $land } to { $to }
horizons-log-drew = { $seat } draws { $count } { $deck }: { $cards }
horizons-log-card_given = { $seat } gives { $to } { $card }
horizons-log-kept = { $seat } keeps { $card } and discards { $discarded }
horizons-log-forgot = { $seat } forgets { $card }
horizons-log-spirit_done =
    { $plays ->
        [none] { $seat } is done with the spirit phase
        [0] { $seat } is done with the spirit phase
        [one] { $seat } is done with the spirit phase (1 card play unused)
       *[other] { $seat } is done with the spirit phase ({ $plays } card plays unused)
    }
horizons-log-powers_done =
    { $unused ->
        [none] { $seat } is done with { $speed } powers
       *[other] { $seat } is done with { $speed } powers; unused, lost: { $unused }
    }
horizons-log-use =
    { $seat } uses { $power }{ $target ->
        [none] {""}
       *[other] {" "}on { $target }
    }
horizons-log-fear_card = Fear card { $card } at terror level { $level }
horizons-log-fear_card_done = Fear card { $card } is done and discarded
horizons-log-fear_card_earned = A fear card is earned (terror level { $terror })
horizons-log-terror_rises = The terror level rises to { $terror }
horizons-log-fear =
    { $count ->
        [one] { $count } fear
       *[other] { $count } fear
    }
horizons-log-ravage = { $land } is ravaged: { $damage } damage
horizons-log-dahan_hurt = { $land }: { $destroyed } dahan destroyed, { $damaged } damaged
horizons-log-counterattack = { $land }: the dahan strike back for { $damage } damage
horizons-log-switch = { $seat } waits and lets { $to } act
horizons-log-build_stopped = { $land }: the build is stopped
horizons-log-foundations = Offer No Firm Foundations: the Build in { $land } places an explorer
horizons-log-explore = The invaders explore: { $card }
horizons-log-explore_stopped = { $land }: the explore is stopped
horizons-log-invader_deck_empty = No invader card is left to turn
horizons-log-advance = The invader cards advance: { $ravage } to Ravage, { $build } to Build
horizons-log-special = Stage II ({ $card }): a town in { $lands }
horizons-log-cascade = The blight cascades from { $land } into { $to }
horizons-log-added =
    { $n ->
        [one] { $piece } added to { $land }
       *[other] { $n } × { $piece } added to { $land }
    }
horizons-log-destroyed = { $piece } destroyed in { $land }
horizons-log-removed = { $piece } removed from { $land }
horizons-log-replaced = { $piece } in { $land } becomes { $into }
horizons-log-moved = { $piece } moves from { $land } to { $to }
horizons-log-presence_destroyed =
    { $count ->
        [one] { $seat } loses { $count } presence in { $land }
       *[other] { $seat } loses { $count } presence in { $land }
    }
horizons-log-defend = Defend { $n } in { $land }
horizons-log-round_effect =
    { $land ->
        [none] { $effect } this round
       *[other] { $land }: { $effect } this round
    }
horizons-log-paid = { $seat } pays { $n } energy
horizons-log-territorial_aggression = { $seat }'s Territorial Aggression: +{ $n } damage for { $power }
horizons-log-furious_might = Gift of Furious Might: +{ $n } damage for { $power }
horizons-log-dahan_trust = Dahan Trust the Watchers: { $seat } may gather 1 dahan into { $land }
horizons-log-elements_gained =
    { $seat } has { $elements } this round
horizons-log-may_reclaim = { $seat } may reclaim 1 played card when Time passes
horizons-log-reclaimed_one = { $seat } reclaims { $card } instead of discarding it
horizons-log-unharmed = The { $piece } in { $land } is unharmed
horizons-log-blight_prevented = No blight is added to { $land }: it stays in the pool
horizons-log-repeat =
    { $seat } repeats { $power }{ $land ->
        [none] {""}
       *[other] {" "}on { $land }
    }
horizons-log-presence_returned =
    { $count ->
        [one] { $count } destroyed presence of { $seat } returns to { $land }
       *[other] { $count } destroyed presence of { $seat } return to { $land }
    }
horizons-log-invaders_stopped = This round the invaders do not { $action ->
        [build] build
        [build_city] build a city
        [explore] explore
       *[other] { $action }
    } in lands { $where ->
        [city] with a city
        [dahan] with dahan
        [two_dahan] with 2 or more dahan
        [dahan_outnumber] where the dahan outnumber the towns and cities
        [coastal] on the coast
       *[other] { $where }
    }
horizons-log-game_over =
    { $won ->
        [true] The spirits win
       *[other] The spirits lose
    } in round { $round }: { $why }
horizons-refuse-not_a_choice = That is not one of the choices now: choose a lit one
horizons-refuse-game_over = The game is over
horizons-refuse-already_used = { $power } was already used this round
horizons-refuse-not_played = { $power } is not among your played cards this round
horizons-refuse-no_threshold = { $power }: you do not have the elements for its first level yet
horizons-refuse-wrong_speed = { $power } is not used in this phase: it waits for its own speed
horizons-refuse-no_target = { $power } has no land or spirit in range now
horizons-refuse-out_of_range = { $power } cannot target that: choose a lit target
horizons-refuse-growth_chosen = You already chose a growth option this round
horizons-refuse-no_growth = Choose a growth option first
horizons-refuse-track_empty = No presence is left on that track: take one from the other track
horizons-refuse-not_in_range = That land is out of range: choose a lit land
horizons-refuse-not_in_hand = That card is not in your hand
horizons-refuse-no_plays_left = You have no card plays left this round: choose Done playing cards
horizons-refuse-not_enough_energy = You do not have enough energy for that card
horizons-refuse-nothing_drawn = There are no drawn cards to keep
horizons-refuse-gain_pending = Keep one of the drawn cards first
horizons-refuse-no_forget = There is no card to forget now
horizons-refuse-no_presence = There is no presence of yours there
horizons-refuse-not_a_deck = Choose the minor or the major power deck
horizons-refuse-not_a_land = That is not a land of this island
horizons-refuse-not_a_piece = That is not a piece that can be chosen here
horizons-refuse-no_such_piece = There is no such piece there: choose a lit one
horizons-refuse-bad_amount = That amount is not possible here
horizons-refuse-same_land = A piece must move to another land
horizons-refuse-not_adjacent = Those lands are not adjacent: choose a lit land
horizons-refuse-no_cascade = There is no cascade to place now
horizons-refuse-no_switch = Another spirit can take over only while the spirits play a phase together
horizons-refuse-switch_not_now = Finish this step first: another spirit may take over only between this spirit's steps
horizons-refuse-switch_idle = That spirit has no power it can use now
horizons-refuse-switch_self = That spirit is acting already
horizons-refuse-switch_done = That spirit is done for this phase: only a spirit still waiting can take over
horizons-refuse-same_spirit = { $spirit } is already the spirit of { $other }: choose another spirit for { $seat }
horizons-refuse-special_not_pending = No stage II town is waiting to be placed
horizons-refuse-special_pending = Place the stage II town first
