# Lotus: the "Learn to play" course (web/lessons/lotus/*.json). A patient teacher speaks to one
# learner, "you"; the flower names and numbers are those of lotus.ftl.

lessons-lotus-1-title = Your first turn
lessons-lotus-1-summary = Two actions, then refill your hand: every turn works this way.
lessons-lotus-1-hand = These four cards are your hand; only you can see them. The big number on a card is its flower: a Lily (6) needs six petals to be complete. Your Lily card shows two ladybugs: two guardian symbols, the most a card can have.
lessons-lotus-1-play = On your turn you take exactly two actions. First, play your two-symbol Lily card to start a Lily in the garden.
lessons-lotus-1-play-hint = Choose the Lily (6) card with two symbols in your hand.
lessons-lotus-1-play-exchange = Exchanging puts cards under your deck and draws new ones. Useful later, but this strong Lily card is worth keeping: play it.
lessons-lotus-1-place = Now choose the flower it joins: the new Lily.
lessons-lotus-1-guardian = One action left. Send one of your ladybug guardians to the Lily: a guardian adds one to your strength there.
lessons-lotus-1-guardian-hint = Choose one of your two ladybugs beside your hand.
lessons-lotus-1-to = Choose the Lily: the guardian lands on it.
lessons-lotus-1-refill = Two actions done. Now refill your hand to four cards, from your own deck or from the four wildflowers everyone can take.
lessons-lotus-1-refill-hint = Choose your deck, or one of the wildflowers in the row.
lessons-lotus-1-opponent = Now blue plays. Blue puts two Lotus (7) cards on a new Lotus at once: one action may play one or two cards, if they go to the same flower. Then blue sends a dragonfly to your Lily and refills.
lessons-lotus-1-strength = Look at the Lily: your strength there is 3 (two symbols and a guardian), blue's is 1. Whoever is strongest when a flower is completed controls it.
lessons-lotus-1-done = That is a whole turn: two actions, then draw back to four. Next, finish a flower.

lessons-lotus-2-title = Completing a flower
lessons-lotus-2-summary = The one who places the last petal takes the cards.
lessons-lotus-2-garden = You play blue now. The Lotus (7) in the garden has six petals: one more completes it. You hold the card it needs.
lessons-lotus-2-play = Play your Lotus card.
lessons-lotus-2-play-hint = It is the card with the number 7.
lessons-lotus-2-play-iris = An Iris card can only go on an Iris, and that would start a new flower. The Lotus is one petal from done: play your 7.
lessons-lotus-2-place = Put it on the Lotus to complete the flower.
lessons-lotus-2-reward = Complete! You placed the last petal, so all seven cards go to your score pile, a point each. But red has the most guardian symbols on the flower (4 against your 2), so red controls it and chooses a reward: here, a scoring token worth 5.
lessons-lotus-2-score = Your 7 petals against red's token of 5. Completing flowers and controlling them both score: the best turns do both.
lessons-lotus-2-done = You know how a flower is completed and who gains what. Next, be the one who controls it.

lessons-lotus-3-title = Rewards and special powers
lessons-lotus-3-summary = Control a flower and choose your reward.
lessons-lotus-3-control = You play red. On the Lotus your cards show four guardian symbols; blue's show one. Strength counts symbols on cards plus guardians on the flower.
lessons-lotus-3-complete = Blue places the last petal. Blue takes the seven cards, and now strengths are compared: your 4 against blue's 2. You control the flower.
lessons-lotus-3-reward = Choose your reward: a scoring token (5 points), or one of the three special powers, which last for the rest of the game. Each power can be taken once.
lessons-lotus-3-reward-hint = Choose one of the buttons: the token or a power.
lessons-lotus-3-powers = Elder Guardian gives you a guardian that counts two. Enlightened Path lets you keep five cards in hand. Infinite Growth lets one action play three or more cards on a flower. If two players tie for control, both get a reward.
lessons-lotus-3-done = Powers pay off over the whole game; a token pays 5 points at the end. Next: how the game ends.

lessons-lotus-4-title = The last round
lessons-lotus-4-summary = Unfinished flowers go to whoever controls them.
lessons-lotus-4-last = A player has drawn the last card of their deck, so everyone takes one last turn: this is yours. After it, every unfinished flower goes to whoever controls it. On the Primrose (4), blue has a guardian and the elder guardian, which counts two: 3 against your 2 symbols. As it stands, blue would take both cards.
lessons-lotus-4-move = Change that: move a guardian onto the Primrose.
lessons-lotus-4-move-hint = Choose one of your ladybugs, then the Primrose.
lessons-lotus-4-move-play = Playing a card won't help: the Primrose needs a 4 and you have none. Your guardians can still change who controls it.
lessons-lotus-4-to = Choose the Primrose.
lessons-lotus-4-again = Now it is 3 against 3: a tie, and the two petals would be shared, one each. You have one action left. Can you do better?
lessons-lotus-4-again-hint = Your other ladybug is still free.
lessons-lotus-4-again-exchange = That keeps the tie, and you would share the petals. Your second guardian can break it.
lessons-lotus-4-to2 = Choose the Primrose again.
lessons-lotus-4-claim = 4 against 3: you control the Primrose and take both of its cards. The game is over, and your two petals win it.
lessons-lotus-4-done = In the last round, guardians decide who takes the unfinished flowers. Next: what happens to a tie.

lessons-lotus-5-title = Sharing a tie
lessons-lotus-5-summary = Tied players split the petals; the rest leave the game.
lessons-lotus-5-last = Your last turn, as blue, with three players. On the Cherry Blossom (5), red and yellow have two guardian strength each. When the game ends, tied players share the flower's cards evenly.
lessons-lotus-5-exchange = Take an action that leaves the Cherry Blossom as it is: exchange one card of your hand.
lessons-lotus-5-exchange-hint = Choose a card in your hand to exchange.
lessons-lotus-5-confirm = Choose your deck to put that card under it and draw another.
lessons-lotus-5-guardian = For your second action, move a dragonfly guardian onto the Cherry Blossom. One is not enough to take part.
lessons-lotus-5-to = Choose the Cherry Blossom.
lessons-lotus-5-claim = The game ends. Red and yellow tie with 2 each; your 1 shares nothing. Three cards split between two players: each keeps one, and the third leaves the game.
lessons-lotus-5-done = A tie at the end shares the petals evenly, and what cannot be shared is lost.

lessons-lotus-6-title = Breaking a three-way tie
lessons-lotus-6-summary = Two cards cannot be split three ways.
lessons-lotus-6-last = You play yellow, the last turn of the game. On the Lily (6), each player has one guardian: a three-way tie on two cards. Two cards cannot be split three ways, so if nothing changes, both are removed and nobody scores them.
lessons-lotus-6-guardian = Break the tie: move your free butterfly onto the Lily.
lessons-lotus-6-guardian-hint = Choose your butterfly that is not on a flower yet.
lessons-lotus-6-guardian-exchange = The tie would stay, and both cards would be lost. Move a guardian first.
lessons-lotus-6-to = Choose the Lily.
lessons-lotus-6-exchange = Your strength is 2 now. Use your last action to exchange a card.
lessons-lotus-6-claim = You alone control the Lily, so both cards are yours. Without your second butterfly they would both have left the game.
lessons-lotus-6-done = You know the whole game now: play, guard, complete, and claim. Try a real game!
