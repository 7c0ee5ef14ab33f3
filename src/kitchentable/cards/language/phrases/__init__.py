"""The phrase families: each module builds the phrases of one mechanic or kind of text, with the grammar fragment
that names them beside it (`<family>.lark`, loaded after `grammar.lark` by `parse.py`)."""
