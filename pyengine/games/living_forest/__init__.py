"""Living Forest (base game and the Sanki/Onibi promo): see POSITION.md."""
