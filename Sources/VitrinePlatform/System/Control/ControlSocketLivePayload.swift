/// A payload that follows something as it happens (`speech --follow`: one chunk per utterance)
/// instead of bytes known in advance: it returns an empty chunk while it has nothing new,
/// asks to be pulled again through `wake`, and ends only when the client goes away (or it
/// returns nil). Its connection is not idle while it streams, and takes no further command
/// until it ends.
public protocol ControlSocketLivePayload: ControlSocketPayload {
    /// Set by the connection before the first pull; the payload calls it, on the server's
    /// queue, when a chunk is ready.
    var wake: (@Sendable () -> Void)? { get set }
    /// The client went away (or the server stopped): stop following. Called on the server's
    /// queue, once.
    func connectionClosed()
}
