// The process's own standard streams, written with plain POSIX calls so that a closed
// stream, a full disk or a reader that went away is an answer to act on, never a trap
// (Foundation's `FileHandle.write(_:)` crashes on all three).

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What became of one write to a standard stream.
public enum StreamWriteResult: Sendable, Equatable {
    /// Every byte was written.
    case written
    /// The reader went away (a closed pipe, `EPIPE`): nothing to tell anyone.
    case readerGone
    /// The stream can't take the text; `reason` says why, such as `No space left on device`.
    case failed(reason: String)
}

/// Writes to file descriptors 1 and 2 with error handling.
enum StandardStreams {
    /// Gets the process ready to write safely: a broken pipe becomes `EPIPE` instead of
    /// killing the process, and a stream the caller closed is reported, with `/dev/null`
    /// put in its place so no file the command opens later lands on descriptor 1 or 2.
    ///
    /// Returns which of standard output and standard error were closed.
    static func prepare() -> (outputClosed: Bool, errorClosed: Bool) {
        signal(SIGPIPE, SIG_IGN)
        return (occupyIfClosed(STDOUT_FILENO), occupyIfClosed(STDERR_FILENO))
    }

    private static func occupyIfClosed(_ descriptor: Int32) -> Bool {
        guard fcntl(descriptor, F_GETFD) == -1 else { return false }
        let null = open("/dev/null", O_WRONLY)
        if null >= 0, null != descriptor {
            dup2(null, descriptor)
            close(null)
        }
        return true
    }

    /// Writes all of `text` to `descriptor`, retrying short writes and interruptions.
    static func write(_ text: String, to descriptor: Int32) -> StreamWriteResult {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                #if canImport(Glibc)
                    return Glibc.write(descriptor, base + offset, buffer.count - offset)
                #else
                    return Darwin.write(descriptor, base + offset, buffer.count - offset)
                #endif
            }
            if count > 0 {
                offset += count
                continue
            }
            let code = errno
            if count < 0, code == EINTR || code == EAGAIN { continue }
            if code == EPIPE { return .readerGone }
            return .failed(reason: count == 0 ? "nothing was written" : String(cString: strerror(code)))
        }
        return .written
    }
}
