// The hand-written binding, on its own: what a binding hears, in what order, and when it
// stops hearing — and that neither the observable nor a binding keeps anyone alive. No
// view model, no view kit: just an observable and recorders.

import MVVMPresentation
import Testing

/// Owns a binding in these tests and records what it hears.
@MainActor
private final class Recorder<Value> {
    var values: [Value] = []
}

/// Counts handler calls from outside the owner, so a call after the owner is gone would show.
@MainActor
private final class CallCounter {
    var count = 0
}

@MainActor
@Suite("Observable")
struct ObservableTests {
    // MARK: - Delivery

    @Test("binding delivers the current value at once")
    func initialDelivery() {
        let source = MutableObservable("first")
        let recorder = Recorder<String>()

        let token = source.observable.bind(recorder) { $0.values.append($1) }

        #expect(recorder.values == ["first"])
        #expect(!token.isCancelled)
    }

    @Test("every change reaches the observer, in the order it was made")
    func changesInOrder() {
        let source = MutableObservable(1)
        let recorder = Recorder<Int>()
        let token = source.observable.bind(recorder) { $0.values.append($1) }

        source.value = 2
        source.value = 3

        #expect(recorder.values == [1, 2, 3])
        #expect(source.observable.value == 3)
        token.cancel()
    }

    @Test("setting the value tells even an equal value; update tells only changes")
    func valueAndUpdate() {
        let source = MutableObservable(1)
        let recorder = Recorder<Int>()
        let token = source.observable.bind(recorder) { $0.values.append($1) }

        source.value = 1
        source.update(1)
        source.update(2)

        #expect(recorder.values == [1, 1, 2])
        token.cancel()
    }

    @Test("every observer hears every change, in binding order")
    func manyObservers() {
        let source = MutableObservable(1)
        let log = Recorder<String>()
        var tokens: [ObservationToken] = []
        for name in ["a", "b", "c"] {
            source.observable.bind(log) { $0.values.append("\(name)\($1)") }.store(in: &tokens)
        }

        source.value = 2

        #expect(log.values == ["a1", "b1", "c1", "a2", "b2", "c2"])
        #expect(tokens.count == 3)
    }

    // MARK: - Ending a binding

    @Test("a cancelled token hears nothing more, and the others still do")
    func cancelledTokenIsSilent() {
        let source = MutableObservable(1)
        let cancelled = Recorder<Int>()
        let kept = Recorder<Int>()
        let cancelledToken = source.observable.bind(cancelled) { $0.values.append($1) }
        let keptToken = source.observable.bind(kept) { $0.values.append($1) }

        cancelledToken.cancel()
        source.value = 2

        #expect(cancelled.values == [1])
        #expect(kept.values == [1, 2])
        #expect(cancelledToken.isCancelled)
        #expect(!keptToken.isCancelled)
    }

    @Test("a released token hears nothing more, though its owner lives on")
    func releasedTokenIsSilent() {
        let source = MutableObservable(1)
        let recorder = Recorder<Int>()
        var token: ObservationToken? = source.observable.bind(recorder) { $0.values.append($1) }
        #expect(token != nil)

        token = nil
        source.value = 2

        #expect(recorder.values == [1])
    }

    @Test("a binding does not keep its owner alive")
    func ownerDeallocatesWhileBound() {
        let source = MutableObservable(1)
        weak var weakOwner: Recorder<Int>?
        var token: ObservationToken?

        do {
            let owner = Recorder<Int>()
            token = source.observable.bind(owner) { $0.values.append($1) }
            weakOwner = owner
            #expect(weakOwner?.values == [1])
        }

        #expect(weakOwner == nil)
        #expect(token?.isCancelled == false)
    }

    @Test("once its owner is gone, a binding hears nothing")
    func goneOwnerIsSilent() {
        let source = MutableObservable(1)
        let calls = CallCounter()
        var token: ObservationToken?
        do {
            let owner = Recorder<Int>()
            token = source.observable.bind(owner) { _, _ in calls.count += 1 }
        }

        source.value = 2
        source.value = 3

        #expect(calls.count == 1)
        #expect(token != nil)
    }

    // MARK: - Changes made while observers are being told

    @Test("a change made by an observer reaches everyone after the current change, in order")
    func reentrantChange() {
        let source = MutableObservable(0)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let resetToken = source.observable.bind(first) { recorder, value in
            recorder.values.append(value)
            if value == 5 { source.value = 0 }
        }
        let recordToken = source.observable.bind(second) { $0.values.append($1) }

        source.value = 5

        #expect(first.values == [0, 5, 0])
        #expect(second.values == [0, 5, 0])
        #expect(source.observable.value == 0)
        #expect(!resetToken.isCancelled && !recordToken.isCancelled)
    }

    @Test("a token cancelled by an earlier observer hears nothing of the current change")
    func cancelDuringDelivery() {
        let source = MutableObservable(1)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        var secondToken: ObservationToken?
        let firstToken = source.observable.bind(first) { recorder, value in
            recorder.values.append(value)
            secondToken?.cancel()
        }
        secondToken = source.observable.bind(second) { $0.values.append($1) }

        source.value = 2

        #expect(first.values == [1, 2])
        #expect(second.values == [1])
        #expect(!firstToken.isCancelled)
    }

    @Test("a binding made while a change is told hears the current value once, then later changes")
    func bindDuringDelivery() {
        let source = MutableObservable(1)
        let first = Recorder<Int>()
        let late = Recorder<Int>()
        var tokens: [ObservationToken] = []
        source.observable.bind(first) { recorder, value in
            recorder.values.append(value)
            if value == 2 {
                source.observable.bind(late) { $0.values.append($1) }.store(in: &tokens)
            }
        }
        .store(in: &tokens)

        source.value = 2
        source.value = 3

        #expect(first.values == [1, 2, 3])
        #expect(late.values == [2, 3])
    }
}
