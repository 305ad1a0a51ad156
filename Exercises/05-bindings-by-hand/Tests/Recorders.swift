// What the tests of exercise 05 bind with: objects that own a binding and write down what
// it hears, so each test can compare the whole sequence, in order. Read them; don't edit them.

/// Owns a binding in these tests and records what it hears.
@MainActor
final class Recorder<Value> {
    var values: [Value] = []
}

/// Counts handler calls from outside the owner, so a call after the owner is gone shows.
@MainActor
final class CallCounter {
    var count = 0
}
