// Placeholder until exercise 08 lands.
