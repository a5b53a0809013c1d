"""The one door to Warp's private API (``warp._src``).

Warp's internals move between releases; ``warp-lang`` is pinned exactly and every
private access of the project lives in this module, so an upgrade is reviewed here.
"""

from __future__ import annotations

from harness.warp_api.codegen import (  # noqa: F401  # noqa: F401 (tests reach Warp's internals here)
    CPU_BLOCKS,
    CUDA_ARCH,
    TARGETS,
    TargetCode,
    _codegen,
    _context,
    builtin_groups,
    builtin_names,
    codegen_file,
    codegen_module,
    constant_names,
    cuda_available,
    forget_module,
    fresh_function_ids,
    fresh_module_registry,
    generate_code,
    generate_codes,
    init,
    module_block_dim,
    module_hash,
    module_options,
    module_own_options,
    publish_compiled_headers,
    resolved_builtins,
    translation_units,
    warp_function_counts,
    warp_version,
)
from harness.warp_api.harvest import (  # noqa: F401
    Launch,
    LoadRefused,
    codegen_only,
    concrete_kernels,
    config_applied,
    config_snapshot,
    drop_overload,
    generic_placeholders,
    is_array_type,
    is_generic,
    is_generic_type,
    is_plain_array,
    is_struct,
    is_value_type,
    kernel_arguments,
    kernel_signature,
    kernel_source,
    launches_observed,
    module_name,
    overload,
    registered_kernels,
    restore_config,
    scalar_literal,
    struct_class,
    structs_in,
    type_expression,
    type_name,
)
from harness.warp_api.lto import (  # noqa: F401
    build_lto,
    lto_builds_elsewhere,
    lto_cache_dir,
)
from harness.warp_api.objects import (  # noqa: F401
    live_object_ids,
)
from harness.warp_api.release import (  # noqa: F401
    release_probe,
)
from harness.warp_api.validation import (  # noqa: F401
    WARP_PARENT,
    backward_enabled,
    compile_cuda,
    compiled_source,
    float32_only_builtins,
    float32_struct_fields,
    forget_module_named,
    load_cpu,
    module_of,
    named_modules_renamed,
    non_differentiable_builtins,
    nvrtc_compile,
    output_argument_forms,
    relocate,
    resolve_static_expressions,
    set_backward,
    set_function_name_counts,
    source_replaced,
    struct_fields,
    unique_modules_unregistered,
    unload_module,
    value_type_parts,
)
