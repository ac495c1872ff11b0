// placeholder: the board page's entry (being moved from its classic scripts)
