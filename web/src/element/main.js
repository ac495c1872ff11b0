// placeholder: the <game-graph> element (being moved from web/gamegraph-element.js)
