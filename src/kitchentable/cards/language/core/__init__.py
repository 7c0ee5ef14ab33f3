"""The card language's core phrases, one module per section of `grammar.lark`: descriptions (109), amounts,
conditions, references to objects and players, sentences and effects (608.2c), costs and activated abilities
(602), triggers (603) and static abilities (604)."""
