"""The card language: rules text (grammar.lark and the phrase families' fragments) compiled to the kernel's
ability objects (`rules.abilities`)."""
