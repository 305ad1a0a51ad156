// Placeholder until exercise 02 lands.
