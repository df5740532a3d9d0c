app-title = Garden Table
app-tagline = Board games in your browser: no account, no server, works offline.
loading-title = Setting up the table…
loading-stage-download = Downloading the rules engine
loading-stage-start = Starting Python
loading-stage-engine = Loading the game rules
loading-stage-ready = Ready
loading-stage-error = Could not start
loading-ms = { $s } s
loading-error = The rules engine could not start: { $message }
loading-retry = Try again
loading-hint = The first visit downloads about 14 MB; later visits start from the cache, even offline.
home-games = Games
home-players = { $min }–{ $max } players
home-new = New game
home-rules = Rules
home-resume-title = Your games
home-resume = Resume
home-saved-detail = { $players } · { $progress } · played { $when }
home-saved-moves =
    { $count ->
        [one] 1 move
       *[other] { $count } moves
    }
home-saved-turn = turn { $count }
home-saved-round = round { $count }
home-saved-over = Finished
home-saved-look = Look
home-saved-delete = Delete
home-saved-delete-confirm = Tap again to delete
home-import = Open a saved game (.json)…
home-import-title = A game from a file
home-import-error = That file could not be opened: { $message }
home-import-unreadable = That file could not be read.
home-footer = Everything runs on this device. Saves stay in this browser unless you export them.
setup-title = New game of { $game }
setup-players = Players
setup-seat = Seat { $n }
setup-name = Name
setup-kind = Played by
setup-kind-human = Person
setup-kind-bot = Computer
setup-level = Level
setup-level-easy = Easy
setup-level-normal = Normal
setup-level-hard = Hard
setup-level-easy-about = Glances ahead for a moment and often misses a good move: for learning the game.
setup-level-normal-about = Thinks about a third of a second before each move: a fair game.
setup-level-hard-about = Thinks about a second before each move and plays its best.
bot-level-easy = easy
bot-level-normal = normal
bot-level-hard = hard
setup-kind-same = The same person as { $name }
setup-colour = Colour
setup-options = Options
setup-seed = Seed
setup-seed-hint = Leave empty for a random deal; the same seed deals the same game.
setup-start = Start game
setup-cancel = Cancel
setup-random = Choose for me
setup-default_name = Player { $n }
setup-field = { $seat }: { $field }
setup-colour-option = { $colour } · { $insect }
setup-default_bot = Bot { $n }
setup-error = The game could not start: { $message }
game-menu = Menu
game-undo = Undo
game-log = Log
game-log-title = Move log
game-log-close = Close log
game-log-empty = No moves yet.
game-rules = Rules
game-export = Export save (.json)
game-export-short = Export save
game-home = Leave to home
game-new = New game
game-close_menu = Close menu
game-thinking = { $name } (computer, { $level }) is thinking…
game-thinking-progress = { $name }'s thinking: { $percent }% done
game-thinking-percent = { $percent }%
suggest-ask = Suggest a move
suggest-thinking = Thinking… { $percent }%
suggest-text = Suggested: { $move }
suggest-play = Play it
suggest-ignore = Ignore
game-over = The game is over.
game-spectating = Watching
game-not_your_turn = It is { $name }'s turn.
game-prompt-for = { $name }: { $text }
game-busy = One moment…
game-saved = Saved
game-exported = Save downloaded as { $file }.
game-rules_updated = This game was saved under an earlier version of the rules (release { $from }). It goes on from where it was saved, under the corrected rules (release { $to }).
game-error = Not allowed: { $message }
refuse-not_now = That is not possible right now. The lit places show what you can do.
refuse-game_over = The game is over: look at the results, or start a new game from the menu.
refuse-not_your_turn = It is { $seat }'s turn: wait for them, or pass them the device.
refuse-unknown = That is not possible right now. The lit places and the buttons below show what you can do.
refuse-bad_level = There is no computer level called { $level }: choose Easy, Normal or Hard.
undo-none = There is nothing to take back: the last move showed a hidden card or used chance.
undo-over = The game is over: moves can no longer be taken back.
undo-other_seat = Only the player who made the last move can take it back.
undo-why-start = Nothing to take back yet: no move has been made.
undo-why-revealed = Undo is off: a card was revealed, so the moves before it stay.
undo-why-chance = Undo is off: the last move used chance (a shuffle or a draw), so it stays.
undo-why-other_person = Undo is off: another player has moved since, and only they could take their move back.
undo-why-other_seat = Undo is off: the last move was another player's.
undo-why-watching = Undo is off while you watch.
undo-why-over = The game is over: moves can no longer be taken back.
undo-why-computer = Undo is off: the computer's move is being shown.
undo-why-not_yours = Undo is off: the last move was another player's.
undo-why-none = Nothing to take back now.
playback-step = Step { $n } of { $of }: { $text }
playback-continue = Continue
playback-pause = Pause
playback-resume = Go on
playback-skip = Skip to the end
playback-pace = Pace of the steps
playback-pace-step = One step at a time
playback-pace-slow = Automatic, slow
playback-pace-fast = Automatic, fast
game-engine_error = The engine reported a problem: { $message }
game-bots_only = Only computer players: watching the game.
game-turn_over = { $name }: { $what } Hide your hand before the device passes on.
game-turn_over-hide = Hide my hand and pass on
summary-title = Since your last move, { $names } played:
summary-more =
    { $count ->
        [one] …and 1 more line in the log.
       *[other] …and { $count } more lines in the log.
    }
summary-dismiss = Tap to close.
handoff-title = Pass the device to { $name }
handoff-body = Their hand is hidden until they are ready. No peeking!
handoff-confirm = I am { $name }: show my hand
end-title = Game over
end-winner = { $name } wins!
end-winners = Shared victory: { $names }
end-team-won = You won together!
end-team-lost = You lost together.
end-place = Place
end-player = Player
end-score = Score
end-petals = Petals
end-tokens = Tokens
end-deck = Left in deck
end-tiebreak-none = {""}
end-tiebreak-deck = The top score was tied; the tie was broken by the most cards left in the player's deck.
end-tiebreak-shared = The top score was tied and so were the cards left in the decks: the victory is shared.
end-tokens_value = { $count } × 5
end-show_board = Look at the board
end-show_results = Results
end-new = New game
end-home = Home
end-export = Export save
end-seed = Seed of this game: { $seed } (the same seed deals the same game again).
cardview-close = Close
chooser-title = What would you like to do?
chooser-cancel = Never mind
tip-close = Got it
cardview-tip = Tip: to read what a card does, hold your finger on it (or use the right mouse button); with a keyboard, press I on it.
toast-close = Dismiss
toast-close-glyph = ×
time-just_now = just now
time-minutes =
    { $count ->
        [one] { $count } minute ago
       *[other] { $count } minutes ago
    }
time-hours =
    { $count ->
        [one] { $count } hour ago
       *[other] { $count } hours ago
    }
time-days =
    { $count ->
        [one] { $count } day ago
       *[other] { $count } days ago
    }
embed-loading = Loading the position…
embed-error = This board could not be shown: { $message }
embed-error-fetch = could not read { $src } (HTTP { $status })
embed-error-origin = { $src } is not a file of this site: only this site's saves can be shown here
embed-error-size = { $src } is too large to be a saved game
embed-error-game = no board for the game { $game }
embed-over = The game is over.
embed-bot = Let the computer move
embed-first = Back to the start
embed-first-glyph = «
embed-back = One step back
embed-back-glyph = ‹
embed-next = One step forward
embed-next-glyph = ›
embed-last = To the last recorded step
embed-last-glyph = »
embed-counter = Step { $step } of { $total }
embed-counter-extra = Step { $step } of { $total }, then { $extra } of yours
embed-counter-position =
    { $count ->
        [one] { $count } step played from this position
       *[other] { $count } steps played from this position
    }
embed-reset = Start again
colour-red = Red
colour-blue = Blue
colour-yellow = Yellow
colour-green = Green
colour-wild = Wild
colour-red-adj = red
colour-blue-adj = blue
colour-yellow-adj = yellow
colour-green-adj = green

# the language picker (home screen and game menu); each language is named in itself
app-language = Language
