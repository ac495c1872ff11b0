// placeholder: the graph page's entry (being moved from its classic scripts)
