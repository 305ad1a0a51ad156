// A JSON value as the reader finds it, so each entry of a users file can be checked field
// by field. Internal to the reader: nothing outside this module sees JSON.

enum JSONValue {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    /// A number no `Int` or `Double` can hold, such as `1e400`, as written.
    case outOfRange(String)
    case string(String)
    case array([JSONValue])
    /// An object's members; `repeatedKey` is the first key written twice in it (JSON allows
    /// that, and a reader would silently keep the last value), so validation can refuse it.
    case object([String: JSONValue], repeatedKey: String?)

    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a true/false value"
        case .integer, .number, .outOfRange: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
