// Steps 1 and 2 of exercise 05: a value computed from other properties. It follows every
// input, hands a new binding its current value, tells only real changes, and stays right
// when an observer changes an input while it is being told. No view kit: properties and
// recorders. Read them; don't edit them.

import Bindings
import Exercise05Presentation
import Testing

@MainActor
@Suite("Exercise 05 · A derived value")
struct DerivedPropertyTests {
    // MARK: - Step 1: the current value, and every input followed

    @Test("a new binding hears the computed value at once")
    func currentValueAtOnce() {
        let first = MutableProperty(2)
        let second = MutableProperty(3)
        let sum = DerivedProperty(from: [first.readOnly, second.readOnly]) { first.value + second.value }
        let recorder = Recorder<Int>()

        let token = sum.readOnly.bind(to: recorder) { $0.values.append($1) }

        #expect(
            recorder.values == [5],
            "Step 1: binding to 2 + 3 should hear 5 at once; it heard \(recorder.values).")
        token.cancel()
    }

    @Test("it follows every input, whatever the type of its value")
    func followsEveryInput() {
        let count = MutableProperty(1)
        let noun = MutableProperty("user")
        let summary = DerivedProperty(from: [count.readOnly, noun.readOnly]) {
            "\(count.value) \(noun.value)"
        }
        let recorder = Recorder<String>()
        let token = summary.readOnly.bind(to: recorder) { $0.values.append($1) }

        count.value = 6
        noun.value = "people"

        #expect(
            recorder.values == ["1 user", "6 user", "6 people"],
            """
            Step 1: after the count became 6 and then the noun "people", the derived value's binding \
            should have heard ["1 user", "6 user", "6 people"]; it heard \(recorder.values). Does the \
            derived value hear each input change, and keep its bindings to them?
            """)
        #expect(summary.readOnly.value == "6 people", "Step 1: the derived value's value is the newest one.")
        token.cancel()
    }

    @Test("a derived value can follow another derived value")
    func derivedFromDerived() {
        let text = MutableProperty("Iyad")
        let isFilled = DerivedProperty(from: [text.readOnly]) { !text.value.isEmpty }
        let label = DerivedProperty(from: [isFilled.readOnly]) { isFilled.readOnly.value ? "ok" : "empty" }

        text.value = ""

        #expect(
            label.readOnly.value == "empty",
            """
            Step 1: a derived value computed from another derived value should follow it: the text \
            was emptied, so the label should be "empty"; it is "\(label.readOnly.value)".
            """)
    }

    @Test("it follows its inputs for as long as it lives, and they don't keep it alive")
    func lifetime() {
        let input = MutableProperty(1)
        weak var weakDerived: DerivedProperty<Int>?
        do {
            let doubled = DerivedProperty(from: [input.readOnly]) { input.value * 2 }
            weakDerived = doubled
            input.value = 2
            input.value = 3
            #expect(
                doubled.readOnly.value == 6,
                """
                Step 1: after its input became 2 then 3, a derived value of twice the input should be 6; \
                it is \(doubled.readOnly.value). Does it keep the tokens of its input bindings?
                """)
        }

        #expect(
            weakDerived == nil,
            """
            Step 1: when nobody keeps the derived value, it goes: its input must not keep it alive. \
            (A handler that captures the derived value keeps it.)
            """)
    }

    // MARK: - Step 2: only real changes, and observers that change an input

    @Test("observers hear only real changes of the computed value")
    func onlyRealChanges() {
        let first = MutableProperty(1)
        let second = MutableProperty(0)
        let bothPositive = DerivedProperty(from: [first.readOnly, second.readOnly]) {
            first.value > 0 && second.value > 0
        }
        let recorder = Recorder<Bool>()
        let token = bothPositive.readOnly.bind(to: recorder) { $0.values.append($1) }

        first.value = 2
        second.value = 1
        second.value = 1
        first.value = 3

        #expect(
            recorder.values == [false, true],
            """
            Step 2: inputs changed four times, but "both positive" changed once, from false to true, \
            so its observers should have heard [false, true]; they heard \(recorder.values).
            """)
        token.cancel()
    }

    @Test("an observer that changes an input while it hears the derived value")
    func observerChangesAnInput() {
        let first = MutableProperty(0)
        let second = MutableProperty(0)
        let sum = DerivedProperty(from: [first.readOnly, second.readOnly]) { first.value + second.value }
        let resetter = Recorder<Int>()
        let listener = Recorder<Int>()
        var tokens: [BindingToken] = []
        sum.readOnly.bind(to: resetter) { recorder, total in
            recorder.values.append(total)
            if total == 10 { second.value = -10 }
        }
        .store(in: &tokens)
        sum.readOnly.bind(to: listener) { $0.values.append($1) }.store(in: &tokens)

        first.value = 10

        #expect(
            sum.readOnly.value == 0,
            """
            Step 2: an observer that heard 10 set the second input to -10, so the sum is 0 now; the \
            derived value says \(sum.readOnly.value). Whatever you compare the new value with must \
            already be 10 while 10 is being told.
            """)
        #expect(
            listener.values == [0, 10, 0],
            """
            Step 2: every observer hears the changes in order and ends on the current value: \
            expected [0, 10, 0], heard \(listener.values).
            """)
        #expect(resetter.values == [0, 10, 0], "Step 2: the observer that changed the input hears 0 too.")
    }

    @Test("an input's observer that changes another input: nobody ends on a stale value")
    func inputObserverChangesAnotherInput() {
        let first = MutableProperty(0)
        let second = MutableProperty(0)
        let follower = Recorder<Int>()
        let followToken = first.readOnly.bind(to: follower) { recorder, value in
            recorder.values.append(value)
            if value == 10 { second.value = 5 }
        }
        let sum = DerivedProperty(from: [first.readOnly, second.readOnly]) { first.value + second.value }
        let listener = Recorder<Int>()
        let listenToken = sum.readOnly.bind(to: listener) { $0.values.append($1) }

        first.value = 10

        #expect(
            listener.values.last == 15 && sum.readOnly.value == 15,
            """
            Step 2: the first input became 10, and one of its observers then set the second to 5: \
            the sum is 15, and the last thing its observers hear must be 15; they heard \
            \(listener.values).
            """)
        #expect(
            listener.values == [0, 15],
            """
            Step 2: by the time the sum was computed again, both inputs had changed: its observers \
            should hear [0, 15] — each value once, none that repeats; they heard \(listener.values).
            """)
        followToken.cancel()
        listenToken.cancel()
    }
}
