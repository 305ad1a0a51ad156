// The hand-written binding, on its own: what a binding hears, in what order, and when it
// stops hearing — and that neither the property nor a binding keeps anyone alive. No
// view model, no view kit: just a property and recorders.

import Bindings
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
@Suite("Property")
struct PropertyTests {
    // MARK: - Delivery

    @Test("binding delivers the current value at once")
    func initialDelivery() {
        let source = MutableProperty("first")
        let recorder = Recorder<String>()

        let token = source.readOnly.bind(to: recorder) { $0.values.append($1) }

        #expect(recorder.values == ["first"])
        #expect(!token.isCancelled)
    }

    @Test("every change reaches the observer, in the order it was made")
    func changesInOrder() {
        let source = MutableProperty(1)
        let recorder = Recorder<Int>()
        let token = source.readOnly.bind(to: recorder) { $0.values.append($1) }

        source.value = 2
        source.value = 3

        #expect(recorder.values == [1, 2, 3])
        #expect(source.readOnly.value == 3)
        token.cancel()
    }

    @Test("setting the value tells even an equal value; update tells only changes")
    func valueAndUpdate() {
        let source = MutableProperty(1)
        let recorder = Recorder<Int>()
        let token = source.readOnly.bind(to: recorder) { $0.values.append($1) }

        source.value = 1
        source.update(1)
        source.update(2)

        #expect(recorder.values == [1, 1, 2])
        token.cancel()
    }

    @Test("every observer hears every change, in binding order")
    func manyObservers() {
        let source = MutableProperty(1)
        let log = Recorder<String>()
        var tokens: [BindingToken] = []
        for name in ["a", "b", "c"] {
            source.readOnly.bind(to: log) { $0.values.append("\(name)\($1)") }.store(in: &tokens)
        }

        source.value = 2

        #expect(log.values == ["a1", "b1", "c1", "a2", "b2", "c2"])
        #expect(tokens.count == 3)
    }

    // MARK: - Ending a binding

    @Test("a cancelled token hears nothing more, and the others still do")
    func cancelledTokenIsSilent() {
        let source = MutableProperty(1)
        let cancelled = Recorder<Int>()
        let kept = Recorder<Int>()
        let cancelledToken = source.readOnly.bind(to: cancelled) { $0.values.append($1) }
        let keptToken = source.readOnly.bind(to: kept) { $0.values.append($1) }

        cancelledToken.cancel()
        source.value = 2

        #expect(cancelled.values == [1])
        #expect(kept.values == [1, 2])
        #expect(cancelledToken.isCancelled)
        #expect(!keptToken.isCancelled)
    }

    @Test("a released token hears nothing more, though its owner lives on")
    func releasedTokenIsSilent() {
        let source = MutableProperty(1)
        let recorder = Recorder<Int>()
        var token: BindingToken? = source.readOnly.bind(to: recorder) { $0.values.append($1) }
        #expect(token != nil)

        token = nil
        source.value = 2

        #expect(recorder.values == [1])
    }

    @Test("a binding does not keep its owner alive")
    func ownerDeallocatesWhileBound() {
        let source = MutableProperty(1)
        weak var weakOwner: Recorder<Int>?
        var token: BindingToken?

        do {
            let owner = Recorder<Int>()
            token = source.readOnly.bind(to: owner) { $0.values.append($1) }
            weakOwner = owner
            #expect(weakOwner?.values == [1])
        }

        #expect(weakOwner == nil)
        #expect(token?.isCancelled == false)
    }

    @Test("once its owner is gone, a binding hears nothing")
    func goneOwnerIsSilent() {
        let source = MutableProperty(1)
        let calls = CallCounter()
        var token: BindingToken?
        do {
            let owner = Recorder<Int>()
            token = source.readOnly.bind(to: owner) { _, _ in calls.count += 1 }
        }

        source.value = 2
        source.value = 3

        #expect(calls.count == 1)
        #expect(token != nil)
    }

    // MARK: - Changes made while observers are being told

    @Test("a change made by an observer reaches everyone after the current change, in order")
    func reentrantChange() {
        let source = MutableProperty(0)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let resetToken = source.readOnly.bind(to: first) { recorder, value in
            recorder.values.append(value)
            if value == 5 { source.value = 0 }
        }
        let recordToken = source.readOnly.bind(to: second) { $0.values.append($1) }

        source.value = 5

        #expect(first.values == [0, 5, 0])
        #expect(second.values == [0, 5, 0])
        #expect(source.readOnly.value == 0)
        #expect(!resetToken.isCancelled && !recordToken.isCancelled)
    }

    @Test("a token cancelled by an earlier observer hears nothing of the current change")
    func cancelDuringDelivery() {
        let source = MutableProperty(1)
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        var secondToken: BindingToken?
        let firstToken = source.readOnly.bind(to: first) { recorder, value in
            recorder.values.append(value)
            secondToken?.cancel()
        }
        secondToken = source.readOnly.bind(to: second) { $0.values.append($1) }

        source.value = 2

        #expect(first.values == [1, 2])
        #expect(second.values == [1])
        #expect(!firstToken.isCancelled)
    }

    @Test("a binding made while a change is told hears the current value once, then later changes")
    func bindDuringDelivery() {
        let source = MutableProperty(1)
        let first = Recorder<Int>()
        let late = Recorder<Int>()
        var tokens: [BindingToken] = []
        source.readOnly.bind(to: first) { recorder, value in
            recorder.values.append(value)
            if value == 2 {
                source.readOnly.bind(to: late) { $0.values.append($1) }.store(in: &tokens)
            }
        }
        .store(in: &tokens)

        source.value = 2
        source.value = 3

        #expect(first.values == [1, 2, 3])
        #expect(late.values == [2, 3])
    }
}
