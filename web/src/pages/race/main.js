// placeholder: the race page's entry (being moved from its classic scripts)
