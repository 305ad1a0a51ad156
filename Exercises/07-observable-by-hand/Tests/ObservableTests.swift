// The failing tests for exercise 07: they drive `Observable` alone and record what each
// observer hears into an array, then compare the arrays. No view, no view model: the
// binding is tested on its own, the way MVVM tests record emitted values.

import Testing

@testable import Exercise07

// MARK: - A recorder

/// Remembers every value an observer was called with, in order.
@MainActor
final class Recorder<Value> {
    private(set) var heard: [Value] = []

    func record(_ value: Value) {
        heard.append(value)
    }
}

// MARK: - The tests

@Suite("Exercise 07 · Observable by hand")
@MainActor
struct Exercise07ObservableTests {
    @Test("binding delivers the current value at once", arguments: [0, 1, 42, -7])
    func bindDeliversTheCurrentValue(initial: Int) {
        let observable = Observable(initial)
        let recorder = Recorder<Int>()

        let token = observable.bind { recorder.record($0) }

        #expect(
            recorder.heard == [initial],
            "Step 1: bind should call the observer once, at once, with the current value \(initial)")
        withExtendedLifetime(token) {}
    }

    @Test(
        "every change reaches the observer, in order",
        arguments: [[1, 2, 3], [5], [3, -1, 0, 100], [], [7, 8, 7]])
    func everyChangeReachesTheObserver(changes: [Int]) {
        let observable = Observable(0)
        let recorder = Recorder<Int>()
        let token = observable.bind { recorder.record($0) }

        for change in changes { observable.value = change }

        #expect(
            recorder.heard == [0] + changes,
            "Step 2: after setting \(changes) the observer should have heard [0] (at bind) + \(changes)")
        withExtendedLifetime(token) {}
    }

    @Test("every observer hears every change", arguments: [1, 2, 3])
    func everyObserverHearsEveryChange(observerCount: Int) {
        let observable = Observable("")
        let recorders = (0..<observerCount).map { _ in Recorder<String>() }
        let tokens = recorders.map { recorder in observable.bind { recorder.record($0) } }

        observable.value = "Iyad"
        observable.value = "Renée Åberg"

        for (number, recorder) in recorders.enumerated() {
            #expect(
                recorder.heard == ["", "Iyad", "Renée Åberg"],
                "Step 2: observer \(number + 1) of \(observerCount) should hear \"\", then every change")
        }
        withExtendedLifetime(tokens) {}
    }

    @Test("an observer bound late hears the latest value first, then the changes")
    func aLateObserverStartsFromTheLatestValue() {
        let observable = Observable<String?>(nil)
        observable.value = "mi"
        observable.value = "mila"
        let recorder = Recorder<String?>()

        let token = observable.bind { recorder.record($0) }
        observable.value = nil

        #expect(
            recorder.heard == ["mila", nil],
            "Steps 1-2: bound after two changes, the observer should hear \"mila\" at once, then nil")
        withExtendedLifetime(token) {}
    }

    @Test(
        "a cancelled binding hears nothing more, while the others still do",
        arguments: [([1], [2, 3]), ([1, 2], [3]), ([], [4, 5, 6])])
    func aCancelledBindingHearsNothing(before: [Int], after: [Int]) {
        let observable = Observable(0)
        let cancelled = Recorder<Int>()
        let kept = Recorder<Int>()
        let cancelledToken = observable.bind { cancelled.record($0) }
        let keptToken = observable.bind { kept.record($0) }
        for change in before { observable.value = change }

        cancelledToken.cancel()
        for change in after { observable.value = change }

        #expect(
            cancelled.heard == [0] + before,
            "Step 3: the cancelled observer should hear \([0] + before) (until cancel) and nothing after")
        #expect(
            kept.heard == [0] + before + after,
            "Step 3: cancelling one binding must not stop the others: expected \([0] + before + after)")
        withExtendedLifetime(keptToken) {}
    }

    @Test("cancelling twice is harmless")
    func cancellingTwiceIsHarmless() {
        let observable = Observable([String]())
        let recorder = Recorder<[String]>()
        let token = observable.bind { recorder.record($0) }

        token.cancel()
        token.cancel()
        observable.value = ["Mila Haward"]

        #expect(
            recorder.heard == [[]],
            "Step 3: a binding cancelled (twice) should have heard only the value at bind, []")
    }

    @Test("a released token ends its binding", arguments: [[1], [1, 2, 3]])
    func aReleasedTokenEndsItsBinding(changes: [Int]) {
        let observable = Observable(0)
        let released = Recorder<Int>()
        let kept = Recorder<Int>()
        let keptToken = observable.bind { kept.record($0) }

        _ = observable.bind { released.record($0) }
        for change in changes { observable.value = change }

        #expect(
            released.heard == [0],
            "Step 4: a token nobody keeps ends its binding: the observer should hear only [0], at bind")
        #expect(
            kept.heard == [0] + changes,
            "Step 4: a binding whose token is kept goes on hearing every change: expected \([0] + changes)")
        withExtendedLifetime(keptToken) {}
    }
}
